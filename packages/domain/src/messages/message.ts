/**
 * One message's English text (what the API's `message` says, word for word) and the names of its
 * parameters. A text that depends on a number is `{ one, other, count }`, `count` naming the
 * parameter. Every table of codes (codes.ts and the tables it spreads) writes its entries with `m`.
 */
export type EnglishText = string | { one: string; other: string; count: string };

export const m = <const P extends readonly string[] = []>(en: EnglishText, ...params: P) => ({
  en,
  params,
});
