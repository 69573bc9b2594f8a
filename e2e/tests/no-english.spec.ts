import { expect, test, type Page } from '@playwright/test';
import enAdmin from '../../apps/web/src/i18n/locales/en/admin.ts';
import enAuth from '../../apps/web/src/i18n/locales/en/auth.ts';
import enCommon from '../../apps/web/src/i18n/locales/en/common.ts';
import enCompany from '../../apps/web/src/i18n/locales/en/company.ts';
import enFraud from '../../apps/web/src/i18n/locales/en/fraud.ts';
import enHome from '../../apps/web/src/i18n/locales/en/home.ts';
import enLanding from '../../apps/web/src/i18n/locales/en/landing.ts';
import enPos from '../../apps/web/src/i18n/locales/en/pos.ts';
import enPosScreens from '../../apps/web/src/i18n/locales/en/pos-screens.ts';
import enReports from '../../apps/web/src/i18n/locales/en/reports.ts';
import enToasts from '../../apps/web/src/i18n/locales/en/toasts.ts';
import frAdmin from '../../apps/web/src/i18n/locales/fr/admin.ts';
import frAuth from '../../apps/web/src/i18n/locales/fr/auth.ts';
import frCommon from '../../apps/web/src/i18n/locales/fr/common.ts';
import frCompany from '../../apps/web/src/i18n/locales/fr/company.ts';
import frFraud from '../../apps/web/src/i18n/locales/fr/fraud.ts';
import frHome from '../../apps/web/src/i18n/locales/fr/home.ts';
import frLanding from '../../apps/web/src/i18n/locales/fr/landing.ts';
import frPos from '../../apps/web/src/i18n/locales/fr/pos.ts';
import frPosScreens from '../../apps/web/src/i18n/locales/fr/pos-screens.ts';
import frReports from '../../apps/web/src/i18n/locales/fr/reports.ts';
import frToasts from '../../apps/web/src/i18n/locales/fr/toasts.ts';
import htAdmin from '../../apps/web/src/i18n/locales/ht/admin.ts';
import htAuth from '../../apps/web/src/i18n/locales/ht/auth.ts';
import htCommon from '../../apps/web/src/i18n/locales/ht/common.ts';
import htCompany from '../../apps/web/src/i18n/locales/ht/company.ts';
import htFraud from '../../apps/web/src/i18n/locales/ht/fraud.ts';
import htHome from '../../apps/web/src/i18n/locales/ht/home.ts';
import htLanding from '../../apps/web/src/i18n/locales/ht/landing.ts';
import htPos from '../../apps/web/src/i18n/locales/ht/pos.ts';
import htPosScreens from '../../apps/web/src/i18n/locales/ht/pos-screens.ts';
import htReports from '../../apps/web/src/i18n/locales/ht/reports.ts';
import htToasts from '../../apps/web/src/i18n/locales/ht/toasts.ts';
import { ADMIN, apiToken, bearer, signInAs } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN_SCREENS,
  asSellerDevice,
  POS_SCREENS,
  PUBLIC_SCREENS,
  shopWithSale,
  SUBADMIN_SCREENS,
  SUPERVISOR_SCREENS,
  visit,
} from './screens.ts';

/** Every text of a catalogue. */
function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value as object),
  );
}

/** A text's words of four letters or more, lower case, placeholders left out. */
const wordsOf = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/\p{L}{4,}/gu) ?? []).map((w) =>
    w.toLowerCase(),
  );

/**
 * The English words of the dashboard's and the point of sale's catalogues that neither the
 * French nor the Kreyòl catalogues use: seen on a French or Kreyòl screen, they are English left
 * behind (a text not taken from the catalogue, or a key missing in the language).
 */
const ENGLISH_ONLY = (() => {
  const english = [
    enAdmin,
    enAuth,
    enCommon,
    enCompany,
    enFraud,
    enHome,
    enLanding,
    enPos,
    enPosScreens,
    enReports,
    enToasts,
  ];
  const others = [
    ...[
      frAdmin,
      frAuth,
      frCommon,
      frCompany,
      frFraud,
      frHome,
      frLanding,
      frPos,
      frPosScreens,
      frReports,
      frToasts,
    ],
    ...[
      htAdmin,
      htAuth,
      htCommon,
      htCompany,
      htFraud,
      htHome,
      htLanding,
      htPos,
      htPosScreens,
      htReports,
      htToasts,
    ],
  ];
  const theirs = new Set(others.flatMap(texts).flatMap(wordsOf));
  return new Set(
    english
      .flatMap(texts)
      .flatMap(wordsOf)
      .filter((w) => !theirs.has(w)),
  );
})();

/**
 * The English words a screen shows: its visible text and the words of its labels, placeholders and
 * titles. Data (names, codes) is written with digits or dashes (`seller-k3x9`), so only words made
 * of letters alone count.
 */
async function englishOn(page: Page, data = new Set<string>()): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title]'),
    ).map((e) =>
      [e.getAttribute('aria-label'), e.getAttribute('placeholder'), e.getAttribute('title')]
        .filter(Boolean)
        .join(' '),
    );
    return [document.body.innerText, ...attributes, document.title].join('\n');
  });
  const words = shown
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((token) => /^\p{L}{4,}$/u.test(token))
    .map((w) => w.toLowerCase());
  return [...new Set(words.filter((w) => ENGLISH_ONLY.has(w) && !data.has(w)))];
}

/** Each screen, and its ADD form when it has one (forms hold most of the words). */
/**
 * What other tests of the run typed (companies, payment alerts, draws: the admin sees them all):
 * data, in whatever language its author wrote it, not the screen's words.
 */
async function dataWords(request: APIRequestContext): Promise<Set<string>> {
  const headers = bearer(await apiToken(request, ADMIN));
  const lists = await Promise.all(
    ['/api/admin/getsubadmin', '/api/admin/getpaymentalert', '/api/admin/getlotterycategory'].map(
      async (path) => JSON.stringify(await (await request.get(path, { headers })).json()),
    ),
  );
  return new Set(lists.flatMap(wordsOf));
}

async function walk(
  page: Page,
  paths: readonly string[],
  add: string,
  forms: string[],
  data: Set<string>,
) {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const english = await englishOn(page, data);
    if (english.length) found.push(`${path}: ${english.join(', ')}`);
    const button = page.getByRole('button', { name: add, exact: true });
    if ((await button.count()) !== 1 || !(await button.isEnabled())) continue;
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    forms.push(path);
    const inForm = await englishOn(page, data);
    if (inForm.length) found.push(`${path} (${add}): ${inForm.join(', ')}`);
    await page.keyboard.press('Escape');
  }
  return found;
}

/** The ADD button in each language (common.actions.add). */
const ADD: Record<string, string> = {
  'fr-FR': frCommon.actions.add,
  'ht-HT': htCommon.actions.add,
};

test('the check itself: an English word left on a French screen is found', async ({ browser }) => {
  const page = await browser.newPage({ locale: 'fr-FR' });
  await visit(page, '/auth/signin');
  expect(await englishOn(page)).toEqual([]);
  await page.evaluate(() => document.body.append('Loading sellers'));
  expect(await englishOn(page)).toEqual(expect.arrayContaining(['loading', 'sellers']));
  await page.close();
});

for (const locale of ['fr-FR', 'ht-HT']) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`every screen of every shell shows no English word (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const shop = await shopWithSale(request);
      const add = ADD[locale]!;
      const forms: string[] = [];
      const data = await dataWords(request);
      const found = await walk(page, PUBLIC_SCREENS, add, forms, data);
      await signInAs(page, ADMIN);
      found.push(...(await walk(page, ADMIN_SCREENS, add, forms, data)));
      await signInAs(page, shop.company);
      found.push(...(await walk(page, SUBADMIN_SCREENS, add, forms, data)));
      await signInAs(page, shop.supervisor);
      found.push(...(await walk(page, SUPERVISOR_SCREENS, add, forms, data)));
      await asSellerDevice(page, request, shop.seller);
      found.push(...(await walk(page, POS_SCREENS, add, forms, data)));
      expect(found).toEqual([]);
      // The forms were opened too: the people, rules and results screens' ADD.
      expect(forms.length, forms.join(', ')).toBeGreaterThanOrEqual(8);
    });
  });
}
