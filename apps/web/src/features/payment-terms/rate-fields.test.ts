import { describe, expect, it } from 'vitest';
import { formErrorsOf, rateOfCondition } from './rate-fields.ts';

describe('rateOfCondition', () => {
  const cases: [number, string][] = [
    [0, 'first'],
    [1, 'second'],
    [2, 'third'],
    [3, 'l3c'],
    [4, 'l4c'],
    [6, 'l4c'],
    [7, 'l5c'],
    [9, 'l5c'],
    [10, 'mrg'],
    [15, 'mrg'],
  ];
  it.each(cases)('condition %i is edited as %s', (index, rate) =>
    expect(rateOfCondition(index)).toBe(rate),
  );
});

describe('formErrorsOf', () => {
  it("puts the server's per-entry errors on the modal's fields", () => {
    expect(
      formErrorsOf({
        lotteryCategoryName: 'Lottery category not found.',
        'conditions.5': 'Condition 6 (L4C 2) must be more than 0',
        conditions: 'Conditions must have 16 entries',
      }),
    ).toEqual({
      lotteryCategoryName: 'Lottery category not found.',
      'rates.l4c': 'Condition 6 (L4C 2) must be more than 0',
      conditions: 'Conditions must have 16 entries',
    });
  });
});
