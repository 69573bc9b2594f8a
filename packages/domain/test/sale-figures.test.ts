import { describe, expect, it } from 'vitest';
import { centimesOf, saleFiguresOf } from '../src/money.ts';

describe('centimesOf', () => {
  const cases: [string | number | null | undefined, number][] = [
    [null, 0], // an empty sum
    [undefined, 0],
    ['0', 0],
    ['1999', 1999], // bigint sums arrive as text
    [1999, 1999],
    ['-550', -550],
    ['900719925474099', 900_719_925_474_099], // far past any real day's sales, still exact
  ];
  it.each(cases)('%j → %d centimes', (value, centimes) => expect(centimesOf(value)).toBe(centimes));
});

describe('saleFiguresOf', () => {
  const cases: [number, number, { sum: number; paid: number; profit: number }][] = [
    [0, 0, { sum: 0, paid: 0, profit: 0 }],
    [1234, 0, { sum: 12.34, paid: 0, profit: 12.34 }],
    [1000, 1500, { sum: 10, paid: 15, profit: -5 }],
    // 0.3 − 0.1 in HTG is 0.19999… in binary: subtracted in centimes, it is 0.2
    [30, 10, { sum: 0.3, paid: 0.1, profit: 0.2 }],
    [110, 29, { sum: 1.1, paid: 0.29, profit: 0.81 }],
    [100_000_000, 99_999_999, { sum: 1_000_000, paid: 999_999.99, profit: 0.01 }],
  ];
  it.each(cases)('%d and %d centimes → %j', (sum, paid, figures) =>
    expect(saleFiguresOf(sum, paid)).toEqual(figures),
  );
});
