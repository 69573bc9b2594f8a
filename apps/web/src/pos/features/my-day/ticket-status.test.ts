import { describe, expect, it } from 'vitest';
import { newestFirst, ticketStatus } from './ticket-status.ts';

const base = { deletedAt: null, paidOutAt: null, paidAmount: 0, numbers: [] as never[] };
const winLine = {
  _id: 'l',
  gameCategory: 'BLT',
  number: '27',
  amount: 10,
  bonus: false,
  winFlag: true,
  payout: 500,
};

describe('ticketStatus', () => {
  it.each([
    ['waiting for its result', base, false, 'waiting'],
    ['lost once the result is posted', base, true, 'lost'],
    ['won', { ...base, paidAmount: 500, numbers: [winLine] }, true, 'won'],
    ['won (a winning line)', { ...base, numbers: [winLine] }, true, 'won'],
    ['paid out', { ...base, paidAmount: 500, paidOutAt: '2026-11-22T20:00:00Z' }, true, 'paid'],
    ['deleted, whatever else', { ...base, deletedAt: '2026-11-22T20:00:00Z' }, false, 'deleted'],
  ] as const)('%s', (_, ticket, posted, status) => {
    expect(ticketStatus(ticket, posted)).toBe(status);
  });
});

describe('newestFirst', () => {
  it('orders by time of sale, newest first', () => {
    const sold = ['2026-11-22T10:00:00Z', '2026-11-22T12:30:00Z', '2026-11-22T09:59:00Z'];
    expect(
      sold
        .map((soldAt) => ({ soldAt }))
        .sort(newestFirst)
        .map((t) => t.soldAt),
    ).toEqual(['2026-11-22T12:30:00Z', '2026-11-22T10:00:00Z', '2026-11-22T09:59:00Z']);
  });
});
