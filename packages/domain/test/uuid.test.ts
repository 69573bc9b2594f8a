import { describe, expect, it } from 'vitest';
import { isUuid } from '../src/contracts/common.ts';

describe('isUuid: the one pattern for record ids', () => {
  it.each([
    ['8f14e45f-ceea-4f6a-9b1c-2d3e4f5a6b7c', true],
    ['8F14E45F-CEEA-4F6A-9B1C-2D3E4F5A6B7C', true],
    ['8f14e45fceea4f6a9b1c2d3e4f5a6b7c', false],
    ['8f14e45f-ceea-4f6a-9b1c-2d3e4f5a6b7', false],
    ['8f14e45f-ceea-4f6a-9b1c-2d3e4f5a6b7c0', false],
    ['8f14e45g-ceea-4f6a-9b1c-2d3e4f5a6b7c', false],
    [' 8f14e45f-ceea-4f6a-9b1c-2d3e4f5a6b7c', false],
    ['Borlette Midi', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
