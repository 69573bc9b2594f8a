// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  readSignalsOn,
  saveSignalsOn,
  signalPattern,
  signalsOnOf,
  toneStarts,
  type SaleSignal,
} from './signal-pattern.ts';

describe('signalPattern', () => {
  it.each<[SaleSignal, number, number[]]>([
    ['sold', 1, [60]],
    ['refused', 2, [140, 90, 140]],
    ['offline', 1, [420]],
  ])('%s: %i tone(s), vibrating %j', (signal, tones, vibrate) => {
    expect(signalPattern(signal).tones).toHaveLength(tones);
    expect(signalPattern(signal).vibrate).toEqual(vibrate);
  });

  it('tells sold from refused by ear: sold is higher, refused lower and twice', () => {
    const sold = signalPattern('sold').tones[0]!.hz;
    const refused = signalPattern('refused').tones.map((t) => t.hz);
    expect(refused.every((hz) => hz < sold)).toBe(true);
  });

  it('keeps every signal under half a second, not to slow a queue', () => {
    for (const signal of ['sold', 'refused', 'offline'] as const) {
      const p = signalPattern(signal);
      const starts = toneStarts(p);
      expect(starts.at(-1)! + p.tones.at(-1)!.ms).toBeLessThanOrEqual(500);
    }
  });

  it('starts each tone after the one before and the gap', () => {
    expect(toneStarts(signalPattern('refused'))).toEqual([0, 230]);
    expect(toneStarts(signalPattern('sold'))).toEqual([0]);
  });
});

describe('the sound and vibration setting', () => {
  afterEach(() => localStorage.clear());

  it.each([
    [null, true],
    [undefined, true],
    ['on', true],
    ['off', false],
    ['anything else', true],
  ])('stored %j: on = %s (on by default)', (stored, on) => {
    expect(signalsOnOf(stored)).toBe(on);
  });

  it('is kept on the device', () => {
    expect(readSignalsOn()).toBe(true);
    saveSignalsOn(false);
    expect(readSignalsOn()).toBe(false);
    saveSignalsOn(true);
    expect(readSignalsOn()).toBe(true);
  });
});
