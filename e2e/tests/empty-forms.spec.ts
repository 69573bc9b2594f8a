import { expect, test, type Page } from '@playwright/test';
import { ADMIN, shopViaApi, signInAs } from './fixtures.ts';

/**
 * Issue 30, point 7: a form sent empty says, on each required field and in the screen's
 * language, that it is required ("obligatoire", "obligatwa"), never "not in the right format" or
 * "must be a number", and nothing reaches the server.
 */

/** Every request that would change something (a form's POST, PUT, DELETE), from now on. */
function writesOf(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/'))
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

interface EmptyForm {
  path: string;
  /** the dialog's name */
  dialog: string;
  /** the required fields, by label */
  required: string[];
}

const WRONG_WORDS = /pas au bon format|doit être un nombre|l'une de|pa nan bon fòma|dwe yon chif/;

async function submitEmpty(page: Page, form: EmptyForm, add: RegExp, said: string) {
  await page.goto(form.path);
  await page.getByRole('button', { name: add }).first().click();
  const dialog = page.getByRole('dialog', { name: form.dialog });
  await expect(dialog).toBeVisible();
  const sent = writesOf(page);
  await dialog.locator('button[type=submit]').click();
  for (const label of form.required) {
    const named = { name: label, exact: true };
    const field = dialog.getByRole('textbox', named).or(dialog.getByRole('combobox', named));
    await expect(field, `${form.path}: ${label}`).toHaveAccessibleDescription(
      new RegExp(said.replace('.', '\\.')),
    );
  }
  await expect(dialog).not.toContainText(WRONG_WORDS);
  // Still open, and the server was never asked.
  await expect(dialog).toBeVisible();
  expect(sent, form.path).toEqual([]);
  await dialog.getByRole('button', { name: /Annuler|Anile/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test("the company's forms, sent empty, say which fields are required and send nothing", async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    await signInAs(page, shop.company);
    const forms: EmptyForm[] = [
      {
        path: '/subadmin/SellerManagement',
        dialog: 'Ajouter un vendeur',
        required: ['Nom', 'Mot de passe'],
      },
      {
        path: '/subadmin/SupervisorManagement',
        dialog: 'Ajouter un superviseur',
        required: ['Nom', 'Mot de passe'],
      },
      { path: '/subadmin/addlimit', dialog: 'Ajouter une limite', required: ['Tirage'] },
      {
        path: '/subadmin/blocknumber',
        dialog: 'Bloquer un numéro',
        required: ['Tirage', 'Jeu', 'Numéro bloqué'],
      },
      {
        path: '/subadmin/PercentageLimit',
        dialog: 'Nouvelle limite en pourcentage',
        required: ['Tirage', 'L3C', 'MRG', 'L4C1', 'L5C3'],
      },
      { path: '/subadmin/paymentcondition', dialog: 'Créer un barème', required: ['Tirage'] },
    ];
    for (const form of forms)
      await submitEmpty(page, form, /^Ajouter/, 'Ce champ est obligatoire.');
  });

  test("the platform's forms, sent empty, say which fields are required", async ({ page }) => {
    await signInAs(page, ADMIN);
    const forms: EmptyForm[] = [
      {
        path: '/admin/SubAdminManagement',
        dialog: 'Créer un utilisateur',
        required: ['Nom de la compagnie', "Nom d'utilisateur", 'Mot de passe'],
      },
      {
        path: '/admin/LotteryCategoryManagement',
        dialog: 'Créer un tirage',
        required: ['Nom', "Heure d'ouverture", 'Heure de fermeture'],
      },
    ];
    for (const form of forms)
      await submitEmpty(page, form, /^Ajouter/, 'Ce champ est obligatoire.');
  });
});

test.describe('editing a supervisor, in French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test('a name emptied is stopped in the form; an edit that changes nothing sends its name, no password', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    await signInAs(page, shop.company, '/subadmin/SupervisorManagement');
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') bodies.push(r.postDataJSON());
    });
    await page.getByRole('button', { name: `Modifier ${shop.supervisor.userName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le superviseur' });
    const name = dialog.getByRole('textbox', { name: 'Nom', exact: true });
    await name.fill('');
    await dialog.locator('button[type=submit]').click();
    await expect(name).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
    await expect(dialog).toBeVisible();
    expect(bodies).toEqual([]);
    await name.fill(shop.supervisor.userName);
    await dialog.locator('button[type=submit]').click();
    await expect(dialog).toBeHidden();
    expect(bodies).toEqual([{ userName: shop.supervisor.userName, isActive: true }]);
  });
});

test.describe('focus', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test('a focused field has a 2 px ring; a select opens on an arrow key or a click, not on focus', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    await signInAs(page, shop.company, '/subadmin/blocknumber');
    await page.getByRole('button', { name: /^Ajouter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquer un numéro' });
    const draw = dialog.getByRole('combobox', { name: 'Tirage', exact: true });
    // Reached by the keyboard (Tab from the game's select, back with Shift+Tab): its list stays shut.
    await dialog.getByRole('combobox', { name: 'Jeu', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(draw).toBeFocused();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    const ring = await draw.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(ring).toBe('solid 2px');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await draw.click();
    await expect(page.getByRole('listbox')).toBeVisible();
  });
});

test.describe('in Kreyòl', () => {
  test.use({ locale: 'ht', viewport: { width: 390, height: 844 } });

  test('the supervisor form, sent empty, names only its own field and sends nothing', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    await signInAs(page, shop.company);
    const sent = writesOf(page);
    await page.goto('/subadmin/SupervisorManagement');
    await page.getByRole('button', { name: 'Ajoute', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('button[type=submit]').click();
    await expect(dialog.getByText('Chan sa a obligatwa.')).toHaveCount(2);
    // The toast names the one field the form has, not a company name it lacks.
    await expect(page.getByText('Non itilizatè a obligatwa.')).toBeVisible();
    await expect(page.getByText(/konpayi/)).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});
