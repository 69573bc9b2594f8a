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
    // The games in the screen's words; a ticket from before the potential win has none.
    expect(layout.lines).toEqual([
      {
        game: 'Bòlèt',
        digits: '',
        number: '27',
        amount: '50,00',
        bonus: false,
        won: false,
        potentialWin: null,
        payout: null,
      },
      {
        game: 'Maryaj',
        digits: '',
        number: '27×45',
        amount: '1\u00a0234,50',
        bonus: false,
        won: false,
        potentialWin: null,
        payout: null,
      },
      {
        game: 'Maryaj',
        digits: '',
        number: '08×61',
        amount: '1,00',
        bonus: true,
        won: false,
        potentialWin: null,
        payout: null,
      },
    ]);
    expect(layout.words).toMatchObject({
      ticketId: 'Nimewo fich',
      amount: 'Miz (HTG)',
      bonus: 'Bonis',
      free: 'GRATIS',
      potentialWin: 'Ka genyen',
      copy: 'KOPI',
      qr: 'Kòd QR fich K7M4-2QXP',
      fileName: 'fich-K7M4-2QXP.png',
    });
  });

  it.each([
    [
      'fr',
      // Read as one sentence with its label: « Vendue le 22/11/2026 à 12:05 ».
      '22/11/2026 à 12:05',
      '1\u00a0284,50\u00a0HTG',
      'N° de fiche',
      'COPIE',
      'fiche-K7M4-2QXP.png',
    ],
    ['en', '11/22/2026 12:05 PM', '1,284.50\u00a0HTG', 'Ticket ID', 'COPY', 'ticket-K7M4-2QXP.png'],
  ])('in %s: its words, dates and money', (language, soldAt, total, ticketId, copy, fileName) => {
    const layout = layoutIn(language, ticket, undefined, true);
    expect(layout).toMatchObject({ soldAt, total });
    if (language === 'fr') expect(layout.words.soldAt).toBe('Vendue le');
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

  it('marks the winning lines, each with what it pays (the others pay nothing to show)', () => {
    const won = {
      ...ticket,
      numbers: [line({ winFlag: true, payout: 1250 }), line({ number: '13' })],
    };
    const lines = layoutIn('ht', won, undefined, false).lines;
    expect(lines.map((l) => [l.won, l.payout])).toEqual([
      [true, '1\u00a0250,00'],
      [false, null],
    ]);
  });

  it("prints each line's potential win, the company's address, phone and validity line", () => {
    const sold: Ticket = {
      ...ticket,
      numbers: [
        line({ number: '27', amount: 50, potentialWin: 2500 }),
        line({ gameCategory: 'L4C 2', number: '1234', amount: 2, potentialWin: 10000 }),
        line({ gameCategory: 'MRG', number: '08×61', amount: 1, bonus: true, potentialWin: 1000 }),
      ],
    };
    const company = {
      companyName: 'Lakay',
      companyAddress: ' Ri Lamè 12 ',
      companyPhone: '+509 3700 0000',
      ticketValidity: 'Fich valab 90 jou',
    };
    const layout = layoutIn('fr', sold, company, false);
    expect(layout.lines.map((l) => [l.game, l.amount, l.potentialWin])).toEqual([
      ['Borlette', '50,00', '2\u00a0500,00'],
      ['Loto 4 · 2', '2,00', '10\u00a0000,00'],
      ['Mariage', '1,00', '1\u00a0000,00'],
    ]);
    expect(layout).toMatchObject({
      address: 'Ri Lamè 12',
      phone: '+509 3700 0000',
      validity: 'Fich valab 90 jou',
      // The bonus line is free: outside the total.
      total: '52,00\u00a0HTG',
    });
    expect(layout.words).toMatchObject({ free: 'GRATUIT', potentialWin: 'Gain possible' });
    expect(layoutIn('en', sold, company, false).words.free).toBe('FREE');
  });

  it.each([
    ['ht', 'SAN ENTÈNÈT'],
    ['fr', 'HORS LIGNE'],
    ['en', 'OFFLINE'],
  ])(
    'marks a ticket sold offline; its code is its ticket ID, named as online (%s, issue 37)',
    (l, mark) => {
      const offline = layoutIn(
        l,
        { ...ticket, offlineCode: 'K7M4-2QXP' } as Ticket,
        undefined,
        false,
      );
      expect(offline).toMatchObject({
        offlineCode: 'K7M4-2QXP',
        words: { offline: mark, ticketId: layoutIn(l, ticket, undefined, false).words.ticketId },
      });
      expect(layoutIn(l, ticket, undefined, false).offlineCode).toBeNull();
      // Synced, the server's ticket says so: a reprint keeps the mark (issue 37).
      const synced = layoutIn(l, { ...ticket, offline: true }, undefined, true);
      expect(synced).toMatchObject({ offlineCode: ticket.ticketId, words: { offline: mark } });
    },
  );
});

describe('ticketLayout: each L4C/L5C line names its lots (issue 36)', () => {
  const withLines = (numbers: Ticket['numbers'], resultLayout?: 1): Ticket => ({
    ...ticket,
    numbers,
    ...(resultLayout ? { resultLayout } : {}),
  });
  const digitsIn = (language: string, sold: Ticket) => {
    void i18n.changeLanguage(language);
    const layout = ticketLayout(
      sold,
      undefined,
      false,
      i18n.getFixedT(language, 'pos'),
      i18n.getFixedT(language, 'shared'),
    );
    return layout.lines.map((l) => [l.game, l.digits]);
  };
  const lines = [
    line({ gameCategory: 'L5C 3', number: '74512', amount: 1 }),
    line({ gameCategory: 'L4C 2', number: '2745', amount: 1 }),
    line({ number: '27', amount: 1 }),
  ];

  it('today’s layout, in Kreyòl', () => {
    expect(digitsIn('ht', withLines(lines))).toEqual([
      ['Loto 5 · 3', 'dènye chif L3C + 2yèm + 3yèm lo'],
      ['Loto 4 · 2', '1e + 2yèm lo'],
      ['Bòlèt', ''],
    ]);
  });

  it('a ticket sold under LotterySoft’s layout keeps its L5C 3 as sold, in French', () => {
    expect(digitsIn('fr', withLines(lines, 1))[0]).toEqual(['Loto 5 · 3', 'L3C + 1er lot']);
  });
});
