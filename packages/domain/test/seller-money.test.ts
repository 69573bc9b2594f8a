import { describe, expect, it } from 'vitest';
import {
  balanceMove,
  balanceOf,
  creditLeftOf,
  ledgerAmountOf,
  rateOfPercent,
  roundCommission,
  saleLeftWithin,
  sellerDaysOf,
  sellerStatement,
  type LedgerEntry,
  type SellerPayout,
  type SoldTicket,
} from '../src/seller-money.ts';

const D1 = '2026-11-01';
const D2 = '2026-11-02';
const sold = (amount: number, commissionRate: number, day = D1, deleted = false): SoldTicket => ({
  day,
  amount,
  commissionRate,
  deleted,
});

describe('a day of sales: commission and due (centimes)', () => {
  // [case, tickets, payouts, expected day rows (sales, commission, payouts, due)]
  const cases: [
    string,
    SoldTicket[],
    SellerPayout[],
    { day: string; sales: number; commission: number; payouts: number; due: number }[],
  ][] = [
    [
      'no rate',
      [sold(5000, 0)],
      [],
      [{ day: D1, sales: 5000, commission: 0, payouts: 0, due: 5000 }],
    ],
    // 10 % of 50 HTG = 5 HTG
    [
      'whole rate',
      [sold(5000, 1000)],
      [],
      [{ day: D1, sales: 5000, commission: 500, payouts: 0, due: 4500 }],
    ],
    // 12.5 % of 0.10 HTG = 1.25 centimes → 1 centime
    [
      'decimal rate, under half',
      [sold(10, 1250)],
      [],
      [{ day: D1, sales: 10, commission: 1, payouts: 0, due: 9 }],
    ],
    // 15 % of 0.10 HTG = 1.5 centimes: exactly half → up to 2
    [
      'half a centime rounds up',
      [sold(10, 1500)],
      [],
      [{ day: D1, sales: 10, commission: 2, payouts: 0, due: 8 }],
    ],
    // 14.99 % of 0.10 = 1.499 → 1
    [
      'just under half rounds down',
      [sold(10, 1499)],
      [],
      [{ day: D1, sales: 10, commission: 1, payouts: 0, due: 9 }],
    ],
    // three tickets of 1.25 centimes each: 3.75 → 4 once for the day (not 1+1+1 = 3)
    [
      'rounded once per day, not per ticket',
      [sold(10, 1250), sold(10, 1250), sold(10, 1250)],
      [],
      [{ day: D1, sales: 30, commission: 4, payouts: 0, due: 26 }],
    ],
    [
      'a deleted ticket sells and earns nothing',
      [sold(5000, 1000), sold(9900, 1000, D1, true)],
      [],
      [{ day: D1, sales: 5000, commission: 500, payouts: 0, due: 4500 }],
    ],
    // the rate changed mid-day: each ticket keeps its own (10 % then 12.33 %)
    [
      'rate changed mid-day',
      [sold(10000, 1000), sold(333, 1233)],
      [],
      // 1000 + 41.0589 = 1041.0589 → 1041
      [{ day: D1, sales: 10333, commission: 1041, payouts: 0, due: 9292 }],
    ],
    [
      'payout larger than the day: due is negative',
      [sold(1000, 1000)],
      [{ day: D1, amount: 50000 }],
      [{ day: D1, sales: 1000, commission: 100, payouts: 50000, due: -49100 }],
    ],
    [
      'payout on another day than the sale',
      [sold(1000, 0, D1)],
      [{ day: D2, amount: 700 }],
      [
        { day: D1, sales: 1000, commission: 0, payouts: 0, due: 1000 },
        { day: D2, sales: 0, commission: 0, payouts: 700, due: -700 },
      ],
    ],
  ];
  it.each(cases)('%s', (_, tickets, payouts, expected) => {
    const days = sellerStatement(sellerDaysOf(tickets, payouts), []);
    expect(
      days.map(({ day, sales, commission, payouts: p, due }) => ({
        day,
        sales,
        commission,
        payouts: p,
        due,
      })),
    ).toEqual(expected);
  });
});

describe('roundCommission (1/10000 centime → centimes, half-up)', () => {
  const cases: [number, number][] = [
    [0, 0],
    [4999, 0],
    [5000, 1],
    [14999, 1],
    [15000, 2],
    [10_000_000, 1000],
  ];
  it.each(cases)('%d → %d', (exact, centimes) => expect(roundCommission(exact)).toBe(centimes));
});

describe('the running balance with remittances, reversals and an opening balance', () => {
  const days = sellerDaysOf(
    [sold(10000, 1000, D1), sold(5000, 1000, D2)],
    [{ day: D2, amount: 2000 }],
  );
  // D1 due 9000; D2 due 5000 − 500 − 2000 = 2500
  const cases: [string, LedgerEntry[], number[], number[]][] = [
    ['no entries', [], [9000, 11500], [0, 0]],
    ['a remittance', [{ day: D1, kind: 'remittance', amount: 9000 }], [0, 2500], [9000, 0]],
    [
      'cash handed to the seller',
      [{ day: D2, kind: 'remittance', amount: -1000 }],
      [9000, 12500],
      [0, -1000],
    ],
    [
      'a remittance and its reversal',
      [
        { day: D1, kind: 'remittance', amount: 9000 },
        { day: D2, kind: 'reversal', amount: -9000, reverses: 'remittance' },
      ],
      [0, 11500],
      [9000, -9000],
    ],
    [
      'an opening balance the seller owed',
      [{ day: D1, kind: 'opening', amount: ledgerAmountOf('opening', 300) }],
      [9300, 11800],
      [0, 0],
    ],
    [
      'an opening reversed',
      [
        { day: D1, kind: 'opening', amount: ledgerAmountOf('opening', 300) },
        { day: D2, kind: 'reversal', amount: 300, reverses: 'opening' },
      ],
      [9300, 11500],
      [0, 0],
    ],
  ];
  it.each(cases)('%s', (_, entries, balances, remitted) => {
    const statement = sellerStatement(days, entries);
    expect(statement.map((d) => d.balance)).toEqual(balances);
    expect(statement.map((d) => d.remitted)).toEqual(remitted);
    expect(balanceOf(days, entries)).toBe(balances.at(-1));
  });

  it('carries the balance from before the period', () =>
    expect(sellerStatement(days, [], 100).map((d) => d.balance)).toEqual([9100, 11600]));
});

describe('balanceMove: the running balance follows the day statement exactly', () => {
  // Selling the tickets one by one, the moves add up to the statement's balance.
  const cases: [string, [number, number][]][] = [
    [
      'quarter-centime commissions',
      [
        [10, 1250],
        [10, 1250],
        [10, 1250],
        [10, 1250],
      ],
    ],
    [
      'half-centime edges',
      [
        [10, 1500],
        [10, 1500],
        [30, 1500],
      ],
    ],
    [
      'mixed rates',
      [
        [10000, 1000],
        [333, 1233],
        [1, 5000],
        [77, 4999],
      ],
    ],
  ];
  it.each(cases)('%s', (_, tickets) => {
    let exact = 0;
    let balance = 0;
    for (const [amount, rate] of tickets) {
      balance += balanceMove(exact, {
        sales: amount,
        commissionExact: amount * rate,
        payouts: 0,
        remitted: 0,
      });
      exact += amount * rate;
    }
    expect(balance).toBe(
      balanceOf(
        sellerDaysOf(
          tickets.map(([a, r]) => sold(a, r)),
          [],
        ),
        [],
      ),
    );
  });

  it('a deletion moves back what its sale moved when it is the last one', () => {
    const sale = balanceMove(0, { sales: 10, commissionExact: 15000, payouts: 0, remitted: 0 });
    const deletion = balanceMove(15000, {
      sales: -10,
      commissionExact: -15000,
      payouts: 0,
      remitted: 0,
    });
    expect(sale + deletion).toBe(0);
  });
});

describe('saleLeftWithin: the largest sale that fits the credit left', () => {
  const cases: [number, number, number, number][] = [
    // [credit left, day's exact commission, rate, largest sale]
    [0, 0, 1000, 0],
    [-500, 0, 1000, 0],
    [1000, 0, 0, 1000],
    // 10 %: a sale of S moves S − round(S/10); 1111 − 111 = 1000; 1112 − 111 = 1001
    [1000, 0, 1000, 1111],
    [1000, 0, 5000, 2001],
  ];
  it.each(cases)('left %d, day %d, rate %d → %d', (left, day, rate, expected) => {
    const largest = saleLeftWithin(left, day, rate);
    expect(largest).toBe(expected);
    const move = (s: number) =>
      balanceMove(day, { sales: s, commissionExact: s * rate, payouts: 0, remitted: 0 });
    if (largest > 0) expect(move(largest)).toBeLessThanOrEqual(left);
    expect(move(largest + 1)).toBeGreaterThan(Math.max(left, 0));
  });
});

describe('rates and credit', () => {
  it.each([
    [12.5, 1250],
    [0.29, 29],
    [50, 5000],
  ])('%d %% → %d hundredths', (percent, rate) => expect(rateOfPercent(percent)).toBe(rate));
  it.each([
    [null, 5000, null],
    [10000, 2500, 7500],
    [10000, 12000, 0],
  ] as const)('limit %s, balance %d → left %s', (limit, balance, left) =>
    expect(creditLeftOf(limit, balance)).toBe(left),
  );
});
