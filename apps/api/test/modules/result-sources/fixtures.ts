import { readFileSync } from 'node:fs';

/** A recorded answer, written from the source's documentation (never fetched in a test). */
export const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/result-sources/${name}`, import.meta.url), 'utf8');
