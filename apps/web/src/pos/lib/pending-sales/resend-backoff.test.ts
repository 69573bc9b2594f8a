import { describe, expect, it } from 'vitest';
import { resendDelayMs, resendsItself } from './resend-backoff.ts';

const at = (value: number) => () => value;

describe('the resend backoff', () => {
  it.each([
    // attempt, random, ms
    [1, 0.5, 1000],
    [2, 0.5, 2000],
    [3, 0.5, 4000],
    [4, 0.5, 8000],
    [5, 0.5, 16_000],
    [6, 0.5, 30_000],
    [20, 0.5, 30_000],
    // the jitter: a fifth either way, never past the cap
    [1, 0, 800],
    [1, 0.999_999, 1200],
    [3, 0, 3200],
    [5, 0.999_999, 19_200],
    [6, 0, 24_000],
    [6, 0.999_999, 30_000],
    // a first try counted as 0 is the first delay
    [0, 0.5, 1000],
  ])('try %i with random %d waits %i ms', (attempt, random, ms) => {
    expect(resendDelayMs(attempt, at(random))).toBe(ms);
  });

  it.each([
    [502, true],
    [503, true],
    [504, true],
    [500, false],
    [501, false],
    [429, false],
  ])('a %i resends itself: %s', (status, again) => {
    expect(resendsItself(status)).toBe(again);
  });
});
