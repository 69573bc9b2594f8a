import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { screenResources } from '../i18n/resources/screens.ts';
import { alertText } from './alert-text.ts';

const STORED =
  'Résultat corrigé après paiement : Florida du 28/11/2026, 27-44-61 (L3C 827) → 28-44-61 (L3C 828). 3 fiche(s) payée(s) (1 500,00 HTG) gagnent moins maintenant : 1 500,00 HTG à récupérer ou à passer en perte (Tickets gagnants, Caisse).';
const CORRECTION = {
  message: STORED,
  code: 'result.corrected_after_payout' as const,
  params: {
    category: 'Florida',
    date: '2026-11-28',
    before: '27-44-61 (L3C 827)',
    after: '28-44-61 (L3C 828)',
    tickets: 3,
    paidOut: 1500,
    overpaid: 1234567,
  },
};

beforeAll(() => startI18n(screenResources, 'fr'));

const said = (language: Language, alert: Parameters<typeof alertText>[0]) => {
  void i18n.changeLanguage(language);
  return alertText(alert, i18n.getFixedT(language, 'admin'));
};

describe("a correction's alert in the reader's language (issue 38)", () => {
  it.each([
    [
      'ht',
      'Rezilta korije apre peman: Florida 28/11/2026, 27-44-61 (L3C 827) → 28-44-61 (L3C 828). 3 fich ki te peye (1 500,00 HTG) genyen mwens kounye a: 1 234 567,00 HTG pou rekipere oswa pou pase nan pèt (Fich ki genyen, Kès).',
    ],
    [
      'fr',
      'Résultat corrigé après paiement : Florida du 28/11/2026, 27-44-61 (L3C 827) → 28-44-61 (L3C 828). 3 fiches payées (1 500,00 HTG) gagnent moins maintenant : 1 234 567,00 HTG à récupérer ou à passer en perte (Fiches gagnantes, Caisse).',
    ],
    [
      'en',
      'Result corrected after payout: Florida of 11/28/2026, 27-44-61 (L3C 827) → 28-44-61 (L3C 828). 3 paid tickets (1,500.00 HTG) now win less: 1,234,567.00 HTG to recover or write off (Winning Tickets, Cash-up).',
    ],
  ] as const)('%s', (language, expected) => {
    expect(said(language, CORRECTION).replace(/\s/g, ' ')).toBe(expected);
  });

  it('one ticket: said in the singular', () => {
    const one = { ...CORRECTION, params: { ...CORRECTION.params, tickets: 1 } };
    expect(said('fr', one)).toContain('1 fiche payée (');
    expect(said('fr', one)).toContain('gagne moins maintenant');
  });

  it("an admin's own text, or a code without its figures, stays as written", () => {
    expect(said('ht', { message: 'Peye avan 30/11.' })).toBe('Peye avan 30/11.');
    expect(said('en', { message: STORED, code: CORRECTION.code })).toBe(STORED);
  });
});
