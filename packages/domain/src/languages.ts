/**
 * The languages of the product: Haitian Creole (Kreyòl), French, English. Here, free of zod, so
 * that the point of sale can name them without loading the contracts' schemas.
 */
export const LANGUAGES = ['ht', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first language tag of `tags` (in their order) whose primary subtag is one of ours: how a
 * page picks its language from the browser's (`navigator.languages`, or the Accept-Language
 * header as `preferredTags` orders it). `undefined` when it asks for none of them.
 */
export function firstSpoken(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * An Accept-Language header's tags, most preferred first (by `q`, then by their order); the
 * ones refused (`q=0`) left out.
 */
export function preferredTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** A phone number as a `tel:` link (spaces left out): the landing page's contact. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
