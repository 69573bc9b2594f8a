import type { PagedTicket } from '@tiraj/domain/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/locales/fr/reports.ts';
import { asFrench } from '../../lib/export-cells.test-support.ts';
import { linesCell, paidOutAtCell, payoutStateCell } from './ticket-csv.ts';

const i18n = createInstance();
await i18n.init({
  resources: { fr: { reports: fr } },
  lng: 'fr',
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT<['reports', 'common']>('fr', ['reports', 'common']);

const paid = {
  paidOutAt: '2026-11-23T02:30:00.000Z',
  paidOutBy: { _id: 'u1', userName: 'ana' },
  paidOutDifference: null,
};

describe('a ticket list in a file French Excel reads', () => {
  it.each([
    ['paid out in the evening: that evening, in the operator zone', paid, '22/11/2026 21:30'],
    ['not paid out: blank', { ...paid, paidOutAt: null }, ''],
  ])('when it was paid out, %s', (_, ticket, written) => {
    expect(asFrench(paidOutAtCell(ticket)).csv).toBe(written);
    if (written) expect(asFrench(paidOutAtCell(ticket)).xlsx).toMatchObject({ type: Date });
  });

  it.each([
    ['paid', paid, 'Payée · ana'],
    [
      'paid under a corrected result',
      { ...paid, paidOutDifference: 500 },
      'Payé, résultat corrigé · ana',
    ],
    ['not paid', { ...paid, paidOutAt: null, paidOutBy: null }, 'Non payée'],
  ])('its payout, %s, in words without the time (a column of its own)', (_, ticket, words) => {
    expect(payoutStateCell(ticket, t)).toBe(words);
  });

  it('its lines: the amounts with the file decimal sign', () => {
    const ticket = {
      numbers: [
        { gameCategory: 'BLT', number: '27', amount: 12.5, bonus: false },
        { gameCategory: 'L3C', number: '427', amount: 1250, bonus: true },
      ],
    } as unknown as PagedTicket;
    expect(asFrench(linesCell(ticket, '(Bonus)')).csv).toBe(
      'BLT 27: 12,50 | L3C 427: 1250,00 (Bonus)',
    );
  });
});
