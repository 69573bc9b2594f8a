import { describe, expect, it } from 'vitest';
import { rateOfPercent, supervisorCommissionOf, type SupervisorSale } from '../src/seller-money.ts';

/** Tickets of one day each at `rate`, from their amounts (centimes). */
const day = (d: string, amounts: number[], rate: number | null = null): SupervisorSale[] =>
  amounts.map((amount) => ({ day: d, amount, supervisorRate: rate, deleted: false }));

describe("supervisorCommissionOf: a supervisor's commission on its sellers' tickets (centimes)", () => {
  const D1 = '2026-03-01';
  const D2 = '2026-03-02';
  const D3 = '2026-03-03';
  const cases: [string, SupervisorSale[], number, number][] = [
    ['no sales', [], rateOfPercent(5), 0],
    ['no rate (the default)', day(D1, [123_456], 0), rateOfPercent(5), 0],
    ['one day, exact', day(D1, [10_000], rateOfPercent(2.5)), 0, 250],
    // 4353 × 1.5 % = 65.295 → 65
    ['one day, below the half', day(D1, [1010, 10, 3333], rateOfPercent(1.5)), 0, 65],
    // 10 × 5 % = 0.5 centime: half-up
    ['one day, exactly half a centime', day(D1, [10], rateOfPercent(5)), 0, 1],
    ['one day, just under half', day(D1, [9], rateOfPercent(5)), 0, 0],
    // 5 × 5 % = 0.25 each; 0.5 for the day: rounded once per day, not per ticket
    ['rounded once per day, not per ticket', day(D1, [5, 5], rateOfPercent(5)), 0, 1],
    // 1 × 12.34 % = 0.1234 centime a day: rounded per day to 0 each, never summed first
    [
      'rounded per day, not over the days',
      [D1, D2, D3].flatMap((d) => day(d, [1], rateOfPercent(12.34))),
      0,
      0,
    ],
    [
      'each day half-up, then summed',
      [
        ...day(D1, [10], rateOfPercent(5)),
        ...day(D2, [10], rateOfPercent(5)),
        ...day(D3, [30], rateOfPercent(5)),
      ],
      0,
      1 + 1 + 2,
    ],
    ['rate with two decimals', day(D1, [333_333], rateOfPercent(7.33)), 0, 24_433],
    // The rate changed mid-day: each ticket at its own kept rate, the day rounded once.
    // 1000 × 2 % + 1000 × 3 % = 20 + 30
    [
      'a rate changed mid-day: each ticket at the rate it kept',
      [...day(D1, [1000], rateOfPercent(2)), ...day(D1, [1000], rateOfPercent(3))],
      rateOfPercent(9),
      50,
    ],
    // 15 × 2 % = 0.3 and 15 × 3 % = 0.45: 0.75 for the day → 1 (each alone would round to 0)
    [
      'kept rates summed exactly before the day is rounded',
      [...day(D1, [15], rateOfPercent(2)), ...day(D1, [15], rateOfPercent(3))],
      0,
      1,
    ],
    // A ticket that kept no rate (sold before it was kept) counts at the company's rate now.
    ['no kept rate: the current rate', day(D1, [1000]), rateOfPercent(4), 40],
    [
      'kept and not kept in one day',
      [...day(D1, [1000], rateOfPercent(1)), ...day(D1, [1000])],
      rateOfPercent(4),
      10 + 40,
    ],
    [
      'a deleted ticket earns nothing',
      [{ day: D1, amount: 1000, supervisorRate: rateOfPercent(5), deleted: true }],
      0,
      0,
    ],
  ];
  it.each(cases)('%s', (_, sold, currentRate, expected) =>
    expect(supervisorCommissionOf(sold, currentRate)).toBe(expected),
  );
});
