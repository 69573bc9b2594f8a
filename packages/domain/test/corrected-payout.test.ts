import { describe, expect, it } from 'vitest';
import {
  outstandingOf,
  overpaidByCorrection,
  owedBackOf,
  overpaidOf,
  settlementRefusal,
} from '../src/corrected-payout.ts';

// prettier-ignore
const cases: [name: string, paidOut: number, wonNow: number, recovered: number, writtenOff: number, outstanding: number][] = [
  ['turned into a loser, nothing settled', 50_000, 0, 0, 0, 50_000],
  ['pays less now', 50_000, 20_000, 0, 0, 30_000],
  ['part recovered', 50_000, 0, 12_345, 0, 37_655],
  ['part recovered, the rest written off', 50_000, 0, 12_345, 37_655, 0],
  ['written off whole', 50_000, 0, 0, 50_000, 0],
  ['to the centime', 175_001, 1, 99_999, 1, 75_000],
  ['corrected back: wins what was paid', 50_000, 50_000, 0, 0, 0],
  ['corrected back after a recovery: nothing left, never below 0', 50_000, 50_000, 10_000, 0, 0],
  ['wins more now: the customer is owed, nothing to recover', 50_000, 70_000, 0, 0, 0],
];

describe('a corrected payout’s outstanding amount = paid out − won now − recovered − written off', () => {
  it.each(cases)('%s', (_name, paidOut, wonNow, recovered, writtenOff, outstanding) => {
    expect(outstandingOf({ paidOut, wonNow, recovered, writtenOff, returned: 0 })).toBe(
      outstanding,
    );
  });
  it('overpaid is paid out − won now, never below 0', () => {
    expect(overpaidOf({ paidOut: 50_000, wonNow: 20_000 })).toBe(30_000);
    expect(overpaidOf({ paidOut: 50_000, wonNow: 90_000 })).toBe(0);
  });
});

// prettier-ignore
const corrections: [name: string, paidOut: number, wonBefore: number, wonNow: number, adds: number][] = [
  ['a paid winner turned into a loser', 50_000, 50_000, 0, 50_000],
  ['paid 500, now wins 200', 50_000, 50_000, 20_000, 30_000],
  ['a second correction, 200 → 0: only its own 200', 50_000, 20_000, 0, 20_000],
  ['won more than was paid, now wins less but still above it', 50_000, 90_000, 60_000, 0],
  ['won more than was paid, now wins 100', 50_000, 90_000, 10_000, 40_000],
  ['unchanged by this correction', 50_000, 20_000, 20_000, 0],
  ['corrected back up: adds nothing', 50_000, 0, 50_000, 0],
];

describe('what one correction adds to a paid ticket’s overpaid', () => {
  it.each(corrections)('%s', (_name, paidOut, wonBefore, wonNow, adds) => {
    expect(overpaidByCorrection({ paidOut, wonBefore, wonNow })).toBe(adds);
  });
  it('two corrections add up to the overpaid of the last', () => {
    const first = overpaidByCorrection({ paidOut: 50_000, wonBefore: 50_000, wonNow: 20_000 });
    const second = overpaidByCorrection({ paidOut: 50_000, wonBefore: 20_000, wonNow: 0 });
    expect(first + second).toBe(overpaidOf({ paidOut: 50_000, wonNow: 0 }));
  });
});

const open = { paidOut: 50_000, wonNow: 0, recovered: 10_000, writtenOff: 0, returned: 0 };
// prettier-ignore
const entries: [name: string, figures: typeof open, amount: number, refusal: ReturnType<typeof settlementRefusal>][] = [
  ['all that is outstanding', open, 40_000, null],
  ['one centime', open, 1, null],
  ['one centime more than outstanding', open, 40_001, 'over_outstanding'],
  ['zero', open, 0, 'not_positive'],
  ['negative', open, -100, 'not_positive'],
  ['a fraction of a centime', open, 10.5, 'not_positive'],
  ['nothing outstanding', { ...open, writtenOff: 40_000 }, 1, 'nothing_outstanding'],
];

describe('a recovery or a write-off may take at most what is outstanding', () => {
  it.each(entries)('%s', (_name, figures, amount, refusal) => {
    expect(settlementRefusal(figures, { kind: 'recovery', amount })).toBe(refusal);
  });
});

// A later correction gives the win back after cash was recovered: the company holds the customer's
// money, and hands it back (a return). Columns: paid out, won now, recovered, written off,
// returned → outstanding, owed back.
// prettier-ignore
const givenBack: [name: string, paidOut: number, wonNow: number, recovered: number, writtenOff: number, returned: number, outstanding: number, owedBack: number][] = [
  ['500 recovered, corrected back to 500: all 500 owed back', 50_000, 50_000, 50_000, 0, 0, 0, 50_000],
  ['… and handed back', 50_000, 50_000, 50_000, 0, 50_000, 0, 0],
  ['… part handed back', 50_000, 50_000, 50_000, 0, 20_000, 0, 30_000],
  ['500 recovered, corrected to 200 won: 200 owed back', 50_000, 20_000, 50_000, 0, 0, 0, 20_000],
  ['300 recovered, 200 written off, corrected back: 300 owed, the write-off moved no cash', 50_000, 50_000, 30_000, 20_000, 0, 0, 30_000],
  ['300 recovered, 200 written off, corrected to 200 won: nothing owed', 50_000, 20_000, 30_000, 20_000, 0, 0, 0],
  ['handed back, then corrected to a loser again: all outstanding again', 50_000, 0, 50_000, 0, 50_000, 50_000, 0],
  ['nothing recovered: nothing owed back', 50_000, 50_000, 0, 0, 0, 0, 0],
];

describe('what a company owes the customer back = (recovered − returned) − overpaid, never below 0', () => {
  it.each(givenBack)(
    '%s',
    (_name, paidOut, wonNow, recovered, writtenOff, returned, outstanding, owedBack) => {
      const figures = { paidOut, wonNow, recovered, writtenOff, returned };
      expect(outstandingOf(figures)).toBe(outstanding);
      expect(owedBackOf(figures)).toBe(owedBack);
    },
  );
  it('the cash adds up: paid out − won now = (recovered − returned) + written off + outstanding − owed back, where nothing is written off beyond the overpaid', () => {
    for (const [, paidOut, wonNow, recovered, writtenOff, returned] of givenBack) {
      const figures = { paidOut, wonNow, recovered, writtenOff, returned };
      if (writtenOff > 0) continue;
      expect(paidOut - wonNow).toBe(
        recovered - returned + outstandingOf(figures) - owedBackOf(figures),
      );
    }
  });
});

const owed = { paidOut: 50_000, wonNow: 50_000, recovered: 30_000, writtenOff: 0, returned: 0 };
// prettier-ignore
const returns: [name: string, figures: typeof owed, amount: number, refusal: ReturnType<typeof settlementRefusal>][] = [
  ['all that is owed back', owed, 30_000, null],
  ['one centime more than is owed back', owed, 30_001, 'over_owed'],
  ['zero', owed, 0, 'not_positive'],
  ['nothing owed back', { ...owed, returned: 30_000 }, 1, 'nothing_owed'],
  ['a loser again: nothing owed back', { ...owed, wonNow: 0 }, 1, 'nothing_owed'],
];

describe('a return may hand back at most what is owed back', () => {
  it.each(returns)('%s', (_name, figures, amount, refusal) => {
    expect(settlementRefusal(figures, { kind: 'return', amount })).toBe(refusal);
  });
});
