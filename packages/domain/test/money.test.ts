import { describe, expect, it } from 'vitest';
import {
  decimalHtg,
  formatAmount,
  formatHtg,
  fromCentimes,
  hasAtMostTwoDecimals,
  plainHtg,
  sumHtg,
  toCentimes,
} from '../src/money.ts';

describe('toCentimes', () => {
  const cases: [number, number][] = [
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.29, 29], // 0.29 × 100 = 28.999… in binary: rounded, not truncated
    [19.99, 1999],
    [1.1, 110],
    [-5.5, -550],
    [1_000_000, 100_000_000],
  ];
  it.each(cases)('%d HTG → %d centimes', (htg, centimes) => expect(toCentimes(htg)).toBe(centimes));
});

describe('fromCentimes', () => {
  const cases: [number, number][] = [
    [0, 0],
    [1, 0.01],
    [29, 0.29],
    [1234, 12.34],
    [-550, -5.5],
    [100_000_000, 1_000_000],
  ];
  it.each(cases)('%d centimes → %d HTG', (centimes, htg) =>
    expect(fromCentimes(centimes)).toBe(htg),
  );

  it('round-trips every amount from 0 to 1000 HTG to the centime', () => {
    for (let centimes = 0; centimes <= 100_000; centimes++) {
      if (toCentimes(fromCentimes(centimes)) !== centimes) {
        expect.fail(`${centimes} centimes came back as ${toCentimes(fromCentimes(centimes))}`);
      }
    }
  });
});

describe('formatHtg', () => {
  const cases: [number, string][] = [
    [0, '0.00 HTG'],
    [5, '5.00 HTG'],
    [12.5, '12.50 HTG'],
    [1234.5, '1,234.50 HTG'],
    [1_000_000, '1,000,000.00 HTG'],
    [0.29, '0.29 HTG'],
    [-75.25, '-75.25 HTG'],
  ];
  it.each(cases)('%d → %j', (htg, text) => expect(formatHtg(htg)).toBe(text));

  // French and Kreyòl: comma for decimals, a no-break space between thousands.
  const nbsp = '\u00a0';
  const french: [string, number, string][] = [
    ['fr-FR', 1250.5, `1${nbsp}250,50 HTG`],
    ['ht-HT', 1250.5, `1${nbsp}250,50 HTG`],
    ['fr', 1_000_000, `1${nbsp}000${nbsp}000,00 HTG`],
    ['ht', 0.29, '0,29 HTG'],
    ['fr-FR', -75.25, '-75,25 HTG'],
    ['en-US', 1250.5, '1,250.50 HTG'],
  ];
  it.each(french)('%s: %d → %j', (locale, htg, text) => expect(formatHtg(htg, locale)).toBe(text));
});

describe('sumHtg', () => {
  const cases: [number[], number][] = [
    [[], 0],
    [[0.1, 0.2], 0.3], // 0.30000000000000004 when added as floats
    [[5, 12.5, 0.29], 17.79],
    [[19.99, 19.99, 19.99], 59.97],
    [[1_000_000, 0.01], 1_000_000.01],
  ];
  it.each(cases)('%j → %d', (amounts, total) => expect(sumHtg(amounts)).toBe(total));
});

describe('formatAmount', () => {
  const cases: [number, string][] = [
    [0, '0.00'],
    [12.5, '12.50'],
    [1234.5, '1,234.50'],
    [1_000_000, '1,000,000.00'],
  ];
  it.each(cases)('%d → %j', (htg, text) => expect(formatAmount(htg)).toBe(text));
});

describe('plainHtg', () => {
  const cases: [number, string][] = [
    [50, '50'],
    [12.5, '12.5'],
    [0.29, '0.29'],
    [1.256, '1.26'],
    [19.999, '20'],
  ];
  it.each(cases)('%d → %j', (htg, text) => expect(plainHtg(htg)).toBe(text));
});

describe('decimalHtg', () => {
  const cases: [number, string][] = [
    [0, '0.00'],
    [12.5, '12.50'],
    [1234.5, '1234.50'],
    [-75.25, '-75.25'],
  ];
  it.each(cases)('%d → %j', (htg, text) => expect(decimalHtg(htg)).toBe(text));
});

describe('hasAtMostTwoDecimals', () => {
  const cases: [number, boolean][] = [
    [0, true],
    [7, true],
    [0.1, true],
    [0.29, true],
    [19.99, true],
    [-3.75, true],
    [0.001, false],
    [2.345, false],
    [-0.125, false],
  ];
  it.each(cases)('%d → %s', (value, expected) =>
    expect(hasAtMostTwoDecimals(value)).toBe(expected),
  );
});
