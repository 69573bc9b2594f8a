import { describe, expect, it } from 'vitest';
import { asFrench } from '../../lib/export-cells.test-support.ts';
import { journalAtCell } from './journal-csv.ts';

describe("the Journal's file: when, in the operator's zone (Port-au-Prince, UTC−5 in November)", () => {
  it.each([
    ['an evening action stays on its day', '2026-11-23T02:30:00.000Z', '22/11/2026 21:30', 22, 21],
    ['an afternoon one', '2026-11-22T20:05:00.000Z', '22/11/2026 15:05', 22, 15],
    ['just after midnight', '2026-11-23T05:01:00.000Z', '23/11/2026 00:01', 23, 0],
  ])('%s: %s → %s', (_, at, written, day, hour) => {
    const { csv, xlsx } = asFrench(journalAtCell({ at }));
    expect(csv).toBe(written);
    expect(xlsx).toMatchObject({
      type: Date,
      format: 'dd/mm/yyyy hh:mm',
      value: new Date(Date.UTC(2026, 10, day, hour, Number(written.slice(-2)))),
    });
  });
});
