import { describe, expect, it } from 'vitest';
import { correctedPayoutOf, paidOutOn, reportFiguresOf } from '../src/index.ts';

const TZ = 'America/Port-au-Prince'; // UTC−5 in November
const paid = (
  iso: string | null,
  paidOutAmount: number | null,
  paidAmount = paidOutAmount ?? 0,
) => ({
  paidOutAt: iso ? new Date(iso) : null,
  paidOutAmount,
  paidAmount,
});

describe('paidOutOn: a payout counts on the operator day it was paid', () => {
  const tickets = [
    paid('2026-11-22T05:00:00.000Z', 100), // 22 Nov 00:00 local
    paid('2026-11-22T04:59:59.999Z', 200), // 21 Nov 23:59:59.999 local
    paid('2026-11-23T04:59:59.999Z', 400, 0), // 22 Nov, last instant; corrected since
    paid(null, null, 800), // won, not paid out
  ];
  it.each([
    ['2026-11-21', '2026-11-21', 200],
    ['2026-11-22', '2026-11-22', 500],
    ['2026-11-21', '2026-11-22', 700],
    ['2026-11-23', '2026-11-30', 0],
  ])('%s to %s: %i centimes', (fromDate, toDate, expected) => {
    expect(paidOutOn(tickets, { fromDate, toDate }, TZ)).toBe(expected);
  });
});

describe('correctedPayoutOf: paid under a result since corrected', () => {
  it.each([
    ['paid what it wins', paid('2026-11-22T12:00:00Z', 500, 500), null],
    ['corrected to nothing: to recover', paid('2026-11-22T12:00:00Z', 500, 0), 500],
    ['corrected upward: still owed', paid('2026-11-22T12:00:00Z', 500, 800), -300],
    ['not paid out', paid(null, null, 500), null],
  ])('%s', (_, ticket, difference) => {
    expect(correctedPayoutOf(ticket)).toEqual(difference === null ? null : { difference });
  });
});

describe('reportFiguresOf: profit reads won, paid out stands beside it', () => {
  it('keeps the cash apart from the profit', () => {
    expect(reportFiguresOf(4_000, 0, 150_000)).toEqual({
      sum: 40,
      paid: 0,
      profit: 40,
      paidOut: 1500,
    });
  });
});
