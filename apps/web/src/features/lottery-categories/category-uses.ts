import type { LotteryCategoryUses } from '@tiraj/domain/contracts';

/** Each use as the Delete dialog words it: one, many. */
const WORDS: Record<keyof LotteryCategoryUses, [string, string]> = {
  tickets: ['sold ticket (deleted ones count)', 'sold tickets (deleted ones count)'],
  winningNumbers: ['winning number', 'winning numbers'],
  paymentTerms: ["company's payment term", "companies' payment terms"],
  percentageLimits: ["company's percentage limit", "companies' percentage limits"],
  blockNumbers: ["company's blocked number", "companies' blocked numbers"],
  limits: ["company's limit", "companies' limits"],
};

/** `1,240 sold tickets…`, `1 winning number`: what uses a category, counted; empty when nothing does. */
export function usesInWords(uses: LotteryCategoryUses): string[] {
  return (Object.keys(WORDS) as (keyof LotteryCategoryUses)[])
    .filter((key) => uses[key] > 0)
    .map((key) => {
      const [one, many] = WORDS[key];
      return `${uses[key].toLocaleString('en-US')} ${uses[key] === 1 ? one : many}`;
    });
}
