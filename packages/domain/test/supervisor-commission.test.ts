import { describe, expect, it } from 'vitest';
import { rateOfPercent, supervisorCommissionOf } from '../src/seller-money.ts';

describe("supervisorCommissionOf: a supervisor's commission on its sellers' sales (centimes)", () => {
  const cases: [string, number[], number, number][] = [
    ['no sales', [], rateOfPercent(5), 0],
    ['no rate (the default)', [123_456], 0, 0],
    ['one day, exact', [10_000], rateOfPercent(2.5), 250],
    // 4353 × 1.5 % = 65.295 → 65; 4350 × 1.5 % = 65.25 → 65
    ['one day, below the half', [4353], rateOfPercent(1.5), 65],
    // 10 × 5 % = 0.5 centime: half-up
    ['one day, exactly half a centime', [10], rateOfPercent(5), 1],
    ['one day, just under half', [9], rateOfPercent(5), 0],
    // 1 × 12.34 % = 0.1234 centime a day: rounded per day to 0 each, never summed first
    ['rounded per day, not over the days', [1, 1, 1, 1, 1], rateOfPercent(12.34), 0],
    ['each day half-up, then summed', [10, 10, 30], rateOfPercent(5), 1 + 1 + 2],
    ['rate with two decimals', [333_333], rateOfPercent(7.33), 24_433],
  ];
  it.each(cases)('%s', (_, days, rate, expected) =>
    expect(supervisorCommissionOf(days, rate)).toBe(expected),
  );
});
