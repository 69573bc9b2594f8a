/** What the counter hears and feels after a sale: sold, refused, or left without an answer. */
export type SaleSignal = 'sold' | 'refused' | 'offline';

/** One beep: its pitch (Hz) and length (ms). */
export interface Tone {
  hz: number;
  ms: number;
}

export interface SignalPattern {
  /** played one after the other, `gapMs` apart */
  tones: Tone[];
  gapMs: number;
  /** navigator.vibrate's pattern: on, off, on… (ms) */
  vibrate: number[];
}

/**
 * Told apart without looking: one short high beep for sold, two low ones for refused, one long
 * lower one for no answer (offline). Short, so a queue is not slowed.
 */
const PATTERNS: Record<SaleSignal, SignalPattern> = {
  sold: { tones: [{ hz: 1320, ms: 90 }], gapMs: 0, vibrate: [60] },
  refused: {
    tones: [
      { hz: 330, ms: 140 },
      { hz: 330, ms: 140 },
    ],
    gapMs: 90,
    vibrate: [140, 90, 140],
  },
  offline: { tones: [{ hz: 220, ms: 420 }], gapMs: 0, vibrate: [420] },
};

export const signalPattern = (signal: SaleSignal): SignalPattern => PATTERNS[signal];

/** When each tone starts, from the first (ms). */
export const toneStarts = (pattern: SignalPattern): number[] =>
  pattern.tones.reduce<number[]>(
    (starts, _, i) =>
      i === 0 ? [0] : [...starts, starts[i - 1]! + pattern.tones[i - 1]!.ms + pattern.gapMs],
    [],
  );

const KEY = 'tiraj.pos.signals';

/** Sound and vibration: on unless the seller turned them off on this device. */
export const signalsOnOf = (stored: string | null | undefined) => stored !== 'off';

export function readSignalsOn(): boolean {
  try {
    return signalsOnOf(localStorage.getItem(KEY));
  } catch {
    return true;
  }
}

export function saveSignalsOn(on: boolean) {
  localStorage.setItem(KEY, on ? 'on' : 'off');
}
