import { describe, expect, it } from 'vitest';
import { addTicketBody } from '@tiraj/domain/contracts';
import { makeSaleKey } from './sale-key.ts';
import { typedAmount } from './amount.ts';
import { totalOf } from './draft-line.ts';

describe('makeSaleKey: one key per sale, accepted by the contract', () => {
  const cases: [string, number, number[], string][] = [
    [
      'TJ-8F3K-2QX9',
      1_732_295_112_000,
      [0, 1, 2, 254, 255, 16],
      'TJ8F3K2QX9-m3szs6yo-000102feff10',
    ],
    ['', 0, [9, 9, 9, 9, 9, 9], '-0-090909090909'],
    ['TJ-ABCD-EFGH-IJKL-MNOP', 1, [1, 2, 3, 4, 5, 6], 'TJABCDEFGHIJKLMN-1-010203040506'],
  ];
  it.each(cases)('%j at %d → %s', (device, now, random, key) => {
    const made = makeSaleKey(device, now, new Uint8Array(random));
    expect(made).toBe(key);
    const body = {
      lotteryCategoryName: 'x',
      numbers: [{ gameCategory: 'BLT', number: '27', amount: 1 }],
    };
    expect(addTicketBody.safeParse({ ...body, saleKey: made }).success).toBe(true);
  });
});

describe('typedAmount', () => {
  const cases: [string, number | null][] = [
    ['50', 50],
    [' 12.5 ', 12.5],
    ['12,25', 12.25],
    ['0', null],
    ['-5', null],
    ['1.234', null],
    ['', null],
    ['abc', null],
    ['1000001', null],
  ];
  it.each(cases)('%j → %j', (text, amount) => expect(typedAmount(text)).toBe(amount));
});

describe('totalOf: summed in centimes', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[50, 10, 5.25], 65.25],
    [[], 0],
  ])('%j → %d', (amounts, total) =>
    expect(totalOf(amounts.map((amount) => ({ amount })))).toBe(total),
  );
});
