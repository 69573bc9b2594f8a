import type { Ticket } from '@tiraj/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ticketLayout, ticketTotal } from './ticket-layout.ts';

const line = (over: Partial<Ticket['numbers'][number]>): Ticket['numbers'][number] => ({
  _id: 'l',
  gameCategory: 'BLT',
  number: '27',
  amount: 10,
  bonus: false,
  winFlag: false,
  payout: 0,
  ...over,
});

const ticket: Ticket = {
  _id: 't1',
  ticketId: 'K7M4-2QXP',
  date: '2026-11-22',
  soldAt: '2026-11-22T17:05:12.000Z',
  lotteryCategoryName: 'New York Soir',
  lotteryCategoryId: 'c1',
  seller: { _id: 's1', userName: 'jean-pv' },
  sellerCompany: 'Borlette Lakay',
  ticketPrice: 65,
  paidAmount: 0,
  deletedAt: null,
  paidOutAt: null,
  paidOutBy: null,
  numbers: [
    line({ number: '27', amount: 50 }),
    line({ gameCategory: 'MRG', number: '27×45', amount: 1234.5 }),
    line({ gameCategory: 'MRG', number: '08×61', amount: 1, bonus: true }),
  ],
};

describe('ticketTotal', () => {
  it.each([
    ['paying lines only', [line({ amount: 50 }), line({ amount: 1, bonus: true })], 50],
    ['decimals without float drift', [line({ amount: 0.1 }), line({ amount: 0.2 })], 0.3],
    ['only bonus lines', [line({ amount: 1, bonus: true })], 0],
    ['no lines', [], 0],
  ])('%s', (_, numbers, total) => {
    expect(ticketTotal({ numbers })).toBe(total);
  });
});

describe('ticketLayout', () => {
  it('puts the ticket in words: company, draw date day first, amounts without the unit', () => {
    const layout = ticketLayout(
      ticket,
      { companyName: 'Lakay', companyLogo: 'files/logo.png' },
      false,
    );
    expect(layout).toMatchObject({
      company: 'Lakay',
      logo: '/files/logo.png',
      seller: 'jean-pv',
      draw: 'New York Soir',
      drawDate: '22/11/2026',
      ticketId: 'K7M4-2QXP',
      copy: false,
      total: '1,284.50 HTG',
    });
    expect(layout.lines).toEqual([
      { game: 'BLT', number: '27', amount: '50.00', bonus: false, won: false },
      { game: 'MRG', number: '27×45', amount: '1,234.50', bonus: false, won: false },
      { game: 'MRG', number: '08×61', amount: '1.00', bonus: true, won: false },
    ]);
  });

  it.each([
    ['no company answer yet', undefined, 'Borlette Lakay', null],
    ['a company without a logo', { companyName: 'Lakay', companyLogo: '' }, 'Lakay', null],
  ])('falls back on the ticket: %s', (_, company, name, logo) => {
    const layout = ticketLayout(ticket, company, true);
    expect(layout.company).toBe(name);
    expect(layout.logo).toBe(logo);
    expect(layout.copy).toBe(true);
  });

  it('marks the winning lines', () => {
    const won = { ...ticket, numbers: [line({ winFlag: true }), line({ number: '13' })] };
    expect(ticketLayout(won, undefined, false).lines.map((l) => l.won)).toEqual([true, false]);
  });
});
