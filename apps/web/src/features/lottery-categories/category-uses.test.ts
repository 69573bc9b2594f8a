import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin.ts';
import fr from '../../i18n/locales/fr/admin.ts';
import ht from '../../i18n/locales/ht/admin.ts';
import { usesInWords } from './category-uses.ts';

const NONE = {
  tickets: 0,
  winningNumbers: 0,
  paymentTerms: 0,
  percentageLimits: 0,
  blockNumbers: 0,
  limits: 0,
};

const i18n = createInstance();
await i18n.init({
  resources: { en: { admin: en }, fr: { admin: fr }, ht: { admin: ht } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
const words = (uses: typeof NONE, language: 'en' | 'fr' | 'ht') =>
  usesInWords(uses, i18n.getFixedT(language, 'admin'), language);

const SOME = { ...NONE, tickets: 1240, winningNumbers: 1, blockNumbers: 2, limits: 1 };

describe('what uses a lottery category, in words', () => {
  it('says nothing of an unused category', () => expect(words(NONE, 'en')).toEqual([]));

  it('counts each use, one or many, in the order of the refusal', () => {
    expect(words(SOME, 'en')).toEqual([
      '1,240 sold tickets (deleted ones count)',
      '1 winning number',
      "2 companies' blocked numbers",
      "1 company's limit",
    ]);
  });

  it('speaks French and Kreyòl, counts written their way', () => {
    expect(words(SOME, 'fr')).toEqual([
      '1\u00a0240 fiches vendues (les supprimées comptent)',
      '1 série de numéros gagnants',
      '2 numéros bloqués de compagnies',
      "1 limite d'une compagnie",
    ]);
    expect(words(SOME, 'ht')[0]).toBe('1\u00a0240 fich ki vann (fich ki efase yo konte)');
  });
});
