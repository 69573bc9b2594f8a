import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiToken, bearer } from '../fixtures.ts';
import { CATALOGUES } from './catalogues.ts';

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

/** The namespaces of the dashboard's and the point of sale's words. */
const NAMESPACES = [
  'admin',
  'auth',
  'common',
  'company',
  'fraud',
  'home',
  'landing',
  'pos',
  'pos-screens',
  'reports',
  'toasts',
] as const;
const catalogueWords = (lang: keyof typeof CATALOGUES) =>
  NAMESPACES.map((namespace) => CATALOGUES[lang][namespace])
    .flatMap(texts)
    .flatMap(wordsOf);

/**
 * The English words of the dashboard's and the point of sale's catalogues that neither the
 * French nor the Kreyòl catalogues use: seen on a French or Kreyòl screen, they are English left
 * behind (a text not taken from the catalogue, or a key missing in the language).
 */
const ENGLISH_ONLY = (() => {
  const theirs = new Set([...catalogueWords('fr'), ...catalogueWords('ht')]);
  return new Set(catalogueWords('en').filter((w) => !theirs.has(w)));
})();

/**
 * The English words a screen shows: its visible text and the words of its labels, placeholders and
 * titles. Data (names, codes) is written with digits or dashes (`seller-k3x9`), so only words made
 * of letters alone count.
 */
export async function englishOn(page: Page, data = new Set<string>()): Promise<string[]> {
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

/**
 * What other tests of the run typed (companies, payment alerts, draws: the admin sees them all)
 * and the draw catalog's names: data, in whatever language its author wrote it, not the screen's words.
 */
export async function dataWords(request: APIRequestContext): Promise<Set<string>> {
  const headers = bearer(await apiToken(request, ADMIN));
  const lists = await Promise.all(
    [
      '/api/admin/getsubadmin',
      '/api/admin/getpaymentalert',
      '/api/admin/getlotterycategory',
      // issue 40: the draws' and games' names (Evening, Pick 3…) are the lotteries' own
      '/api/admin/getdrawcatalog',
    ].map(async (path) => JSON.stringify(await (await request.get(path, { headers })).json())),
  );
  return new Set(lists.flatMap(wordsOf));
}

/**
 * The English words of the screen, then of its ADD form when it has one (forms hold most of the
 * words): one line per place with any. `forms` gets the screen's path when its form was opened.
 */
export async function englishOnScreen(
  page: Page,
  where: string,
  /** the ADD button's name; null where a screen has no ADD form (an "Add" there adds a line) */
  add: string | null,
  data: Set<string>,
  forms: string[],
): Promise<string[]> {
  const found: string[] = [];
  const english = await englishOn(page, data);
  if (english.length) found.push(`${where}: ${english.join(', ')}`);
  if (add === null) return found;
  const button = page.getByRole('button', { name: add, exact: true });
  if ((await button.count()) !== 1 || !(await button.isEnabled())) return found;
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  forms.push(where);
  const inForm = await englishOn(page, data);
  if (inForm.length) found.push(`${where} (${add}): ${inForm.join(', ')}`);
  await page.keyboard.press('Escape');
  // The walk goes on in this page: the form is gone before the next screen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return found;
}
