import { describe, expect, it } from 'vitest';
import { correctedAfterPayoutText, withCode } from '../../../src/correction-alert.ts';

const FIGURES = {
  category: 'New York du soir',
  date: '2026-11-28',
  before: '27-44-61 (L3C 827)',
  after: '28-44-61 (L3C 828)',
  tickets: 12,
  paidOut: 1_234_567,
  overpaid: 1750.5,
};

describe("a correction's alert: its French text, and its figures as the API answers them (issue 38)", () => {
  it('writes the French text every client reads', () => {
    expect(correctedAfterPayoutText(FIGURES)).toBe(
      'Résultat corrigé après paiement : New York du soir du 28/11/2026, 27-44-61 (L3C 827) → ' +
        '28-44-61 (L3C 828). 12 fiche(s) payée(s) (1 234 567,00 HTG) gagnent moins maintenant : ' +
        '1 750,50 HTG à récupérer ou à passer en perte (Tickets gagnants, Caisse).',
    );
  });

  it("an admin's own text has no code", () => {
    const message = 'Payez avant le 30/11 : 1 500,00 HTG.';
    expect(withCode({ message, correctedAfterPayout: null })).toEqual({ message });
    const text = correctedAfterPayoutText(FIGURES);
    expect(withCode({ message: text, correctedAfterPayout: FIGURES })).toEqual({
      message: text,
      code: 'result.corrected_after_payout',
      params: FIGURES,
    });
  });
});
