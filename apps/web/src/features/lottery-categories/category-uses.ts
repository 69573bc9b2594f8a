import type { TFunction } from 'i18next';
import type { LotteryCategoryUses } from '@tiraj/domain/contracts';

/** The uses in the order the server's refusal lists them. */
const USES = [
  'tickets',
  'winningNumbers',
  'paymentTerms',
  'percentageLimits',
  'blockNumbers',
  'limits',
] as const satisfies readonly (keyof LotteryCategoryUses)[];

/**
 * A count as the language writes it: `1,240` in English, `1 240` in French and Kreyòl (the
 * domain's rule for amounts, without decimals; a browser's ICU may not know `ht`).
 */
function count(n: number, language: string): string {
  return n
    .toLocaleString(language === 'en' ? 'en-US' : 'fr-FR')
    .replace(/[\u202f\u00a0]/g, '\u00a0');
}

/**
 * `1,240 sold tickets…`, `1 winning number`: what uses a category, counted, in `language`
 * (`t` speaks it too); empty when nothing does.
 */
export function usesInWords(
  uses: LotteryCategoryUses,
  t: TFunction<'admin'>,
  language: string,
): string[] {
  return USES.filter((key) => uses[key] > 0).map((key) =>
    t(`categories.uses.${key}`, { count: uses[key], n: count(uses[key], language) }),
  );
}
