import { describe, expect, it } from 'vitest';
import { payability, type PayableTicket } from '../src/payability.ts';

const seller = { id: 's1', role: 'seller' };
const won: PayableTicket = {
  state: 'won',
  sellerId: 's1',
  sellersPayAnyTicket: false,
  sellerPayoutLimit: 50_000,
  paidAmount: 50_000,
};

describe('payability', () => {
  it.each([
    ['its own winner, at the limit', seller, won, null],
    ['one centime above the limit', seller, { ...won, paidAmount: 50_001 }, 'over_seller_limit'],
    ['no limit set', seller, { ...won, sellerPayoutLimit: null, paidAmount: 9e9 }, null],
    ['another seller’s ticket', seller, { ...won, sellerId: 's2' }, 'not_own_ticket'],
    [
      'another seller’s, company allows',
      seller,
      { ...won, sellerId: 's2', sellersPayAnyTicket: true },
      null,
    ],
    [
      'another seller’s, above the limit too',
      seller,
      { ...won, sellerId: 's2', paidAmount: 60_000 },
      'not_own_ticket',
    ],
    ['waiting for its result', seller, { ...won, state: 'waiting' as const }, 'waiting'],
    ['lost', seller, { ...won, state: 'lost' as const, paidAmount: 0 }, 'lost'],
    [
      'already paid, above the limit',
      seller,
      { ...won, state: 'paid' as const, paidAmount: 60_000 },
      'paid',
    ],
    ['deleted', seller, { ...won, state: 'deleted' as const }, 'deleted'],
    [
      'the company, above the limit',
      { id: 'c', role: 'subadmin' },
      { ...won, sellerId: 's2', paidAmount: 60_000 },
      null,
    ],
    [
      'a supervisor, above the limit',
      { id: 'v', role: 'supervisor' },
      { ...won, paidAmount: 60_000 },
      null,
    ],
  ] as const)('%s', (_, payer, ticket, reason) => {
    expect(payability(payer, ticket)).toEqual(
      reason === null ? { payable: true } : { payable: false, reason },
    );
  });
});
