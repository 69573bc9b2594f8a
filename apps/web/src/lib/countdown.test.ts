import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.ts';

describe('countdownText: a duration, never a clock time', () => {
  it.each([
    [3_725_000, '1 h 02 min 05 s'],
    [808_000, '13 min 28 s'],
    [65_400, '1 min 05 s'],
    [60_000, '1 min 00 s'],
    [9_999, '9 s'],
    [0, '0 s'],
    [-5, '0 s'],
  ])('%i ms → %s', (ms, text) => {
    expect(countdownText(ms).replaceAll('\u00a0', ' ')).toBe(text);
  });
});
