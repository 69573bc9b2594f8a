import type { Ticket } from '@tiraj/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import { ticketLayout, ticketTotal, type TicketCompany } from './ticket-layout.ts';

beforeAll(() => startI18n(posResources, 'ht'));
/** The layout in one language: its words, and its dates and money, since the screen is in it. */
function layoutIn(
  language: string,
  sold: Ticket,
  company: TicketCompany | undefined,
  copy: boolean,
) {
  void i18n.changeLanguage(language);
  return ticketLayout(sold, company, copy, i18n.getFixedT(language, 'pos'));
}

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
  paidOutAmount: null,
  paidOutDifference: null,
  state: 'waiting',
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
  it('puts the ticket in Kreyòl words: company, draw date day first, amounts without the unit', () => {
    const layout = layoutIn(
      'ht',
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
      soldAt: '22/11/2026 12:05',
      ticketId: 'K7M4-2QXP',
      copy: false,
      total: '1\u00a0284,50\u00a0HTG',
    });
    expect(layout.lines).toEqual([
      { game: 'BLT', number: '27', amount: '50,00', bonus: false, won: false },
      { game: 'MRG', number: '27×45', amount: '1\u00a0234,50', bonus: false, won: false },
      { game: 'MRG', number: '08×61', amount: '1,00', bonus: true, won: false },
    ]);
    expect(layout.words).toMatchObject({
      ticketId: 'Nimewo fich',
      amount: 'Kòb (HTG)',
      bonus: 'Bonis',
      copy: 'KOPI',
      qr: 'Kòd QR fich K7M4-2QXP',
      fileName: 'fich-K7M4-2QXP.png',
    });
  });

  it.each([
    [
      'fr',
      '22/11/2026 12:05',
      '1\u00a0284,50\u00a0HTG',
      'N° de fiche',
      'COPIE',
      'fiche-K7M4-2QXP.png',
    ],
    ['en', '11/22/2026 12:05 PM', '1,284.50\u00a0HTG', 'Ticket ID', 'COPY', 'ticket-K7M4-2QXP.png'],
  ])('in %s: its words, dates and money', (language, soldAt, total, ticketId, copy, fileName) => {
    const layout = layoutIn(language, ticket, undefined, true);
    expect(layout).toMatchObject({ soldAt, total });
    expect(layout.words).toMatchObject({ ticketId, copy, fileName });
  });

  it.each([
    ['no company answer yet', undefined, 'Borlette Lakay', null],
    ['a company without a logo', { companyName: 'Lakay', companyLogo: '' }, 'Lakay', null],
  ])('falls back on the ticket: %s', (_, company, name, logo) => {
    const layout = layoutIn('ht', ticket, company, true);
    expect(layout.company).toBe(name);
    expect(layout.logo).toBe(logo);
    expect(layout.copy).toBe(true);
  });

  it('marks the winning lines', () => {
    const won = { ...ticket, numbers: [line({ winFlag: true }), line({ number: '13' })] };
    expect(layoutIn('ht', won, undefined, false).lines.map((l) => l.won)).toEqual([true, false]);
  });
});
