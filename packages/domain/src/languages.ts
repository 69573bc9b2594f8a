/**
 * The languages of the product: Haitian Creole (Kreyòl), French, English. Here, free of zod, so
 * that the point of sale can name them without loading the contracts' schemas.
 */
export const LANGUAGES = ['ht', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
