import { describe, expect, it } from 'vitest';
import { usesInWords } from './category-uses.ts';

const NONE = {
  tickets: 0,
  winningNumbers: 0,
  paymentTerms: 0,
  percentageLimits: 0,
  blockNumbers: 0,
  limits: 0,
};

describe('what uses a lottery category, in words', () => {
  it('says nothing of an unused category', () => expect(usesInWords(NONE)).toEqual([]));

  it('counts each use, one or many, in the order of the refusal', () => {
    expect(
      usesInWords({ ...NONE, tickets: 1240, winningNumbers: 1, blockNumbers: 2, limits: 1 }),
    ).toEqual([
      '1,240 sold tickets (deleted ones count)',
      '1 winning number',
      "2 companies' blocked numbers",
      "1 company's limit",
    ]);
  });
});
