import type { FraudSignalsAnswer } from '@tiraj/domain/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/fraud.ts';
import fr from '../../i18n/locales/fr/fraud.ts';
import { expectFigureCell } from '../../lib/export-cells.test-support.ts';
import { countCell, fraudCsv, percentCell } from './fraud-csv.ts';

const i18n = createInstance();
await i18n.init({
  resources: { en: { fraud: en }, fr: { fraud: fr } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

const figures = {
  tickets: 20,
  sales: 250,
  deleted: 4,
  deletedAmount: 50,
  deletedShare: 0.2,
  lateDeletions: 1,
  lateDeletionShare: 0.05,
  lateSales: 0,
  lateSaleShare: 0,
  settled: 16,
  won: 3,
  winRate: 0.1875,
  paidOut: 2,
  paidByOther: 1,
  paidByOtherAmount: 1000.5,
  paidByOtherShare: 0.5,
};

const data: FraudSignalsAnswer['data'] = {
  correctedPayouts: [],
  sellers: [
    {
      _id: 's1',
      userName: '=thief',
      ...figures,
      reasons: [
        {
          code: 'deletedShare',
          params: { value: 0.2, median: 0, p95: 0.01, events: 4, base: 20 },
          tickets: 'deleted',
        },
      ],
    },
  ],
  company: {
    medians: { ...figures, deleted: null, deletedShare: null, tickets: 20.25 },
    p95: {
      deletedShare: 0.01,
      lateDeletionShare: 0,
      lateSaleShare: 0,
      winRate: 0.2,
      paidByOtherShare: 0,
    },
    sample: {
      deletedShare: 6,
      lateDeletionShare: 6,
      lateSaleShare: 6,
      winRate: 6,
      paidByOtherShare: 6,
    },
    winRate: 0.15,
  },
};
const period = { fromDate: '2026-03-01', toDate: '2026-03-31' };

describe('the Fraud Signals file', () => {
  it.each([
    [0.305, 30.5],
    [0.1875, 18.8],
    [1, 100],
    [0, 0],
  ])('a share (%s) is a percentage, a number cell with one decimal at most', (share, figure) => {
    expectFigureCell(percentCell(share), figure);
  });

  it.each([
    [20, 20],
    [20.25, 20.3],
    [0, 0],
  ])('a count (%s) is a number cell', (count, figure) => {
    expectFigureCell(countCell(count), figure);
  });

  it('none is blank', () => {
    expect(percentCell(null)).toBe('');
    expect(countCell(null)).toBe('');
  });

  it('one column per figure, the reasons in words, then the medians; headers in the language', () => {
    const file = fraudCsv(data, period, i18n.getFixedT('en', 'fraud'));
    expect(file.fileName).toBe('fraud-signals_2026-03-01_2026-03-31.csv');
    expect(file.header).toEqual([
      'Seller',
      'Why',
      'Tickets',
      'Deleted',
      'Deleted (%)',
      'Deleted (HTG)',
      'Deleted in the last 10 min or after the close',
      'Deleted in the last 10 min or after the close (%)',
      'Sold in the last minute',
      'Sold in the last minute (%)',
      'Win rate (%)',
      'Won',
      'With a result',
      'Paid by another seller',
      'Paid by another seller (%)',
      'Paid by another seller (HTG)',
    ]);
    const f = (figure: number) => ({ figure });
    expect(file.rows).toEqual([
      [
        '=thief',
        'Deleted 20% of its sales (4 tickets); median 0%, 19 in 20 sellers at most 1%',
        f(20),
        f(4),
        f(20),
        50,
        f(1),
        f(5),
        f(0),
        f(0),
        f(18.8),
        f(3),
        f(16),
        f(1),
        f(50),
        1000.5,
      ],
      [
        'Median',
        '',
        f(20.3),
        '',
        '',
        50,
        f(1),
        f(5),
        f(0),
        f(0),
        f(18.8),
        f(3),
        f(16),
        f(1),
        f(50),
        1000.5,
      ],
    ]);
    expect(fraudCsv(data, period, i18n.getFixedT('fr', 'fraud')).header.slice(0, 3)).toEqual([
      'Vendeur',
      'Pourquoi',
      'Fiches',
    ]);
  });

  it('nothing to export before the answer, or when no seller sold', () => {
    expect(fraudCsv(undefined, period, i18n.getFixedT('en', 'fraud')).rows).toBeNull();
    const none = { ...data, sellers: [] };
    expect(fraudCsv(none, period, i18n.getFixedT('en', 'fraud')).rows).toBeNull();
  });
});
