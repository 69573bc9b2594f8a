import { describe, expect, it } from 'vitest';
import { dueFetchTime, fetchTimes, isDueToFetch, lateness } from '../src/result-schedule.ts';

// New York Evening, 22:30 America/New_York on 2026-11-28 = 03:30 UTC the next day.
const OFFICIAL = new Date('2026-11-29T03:30:00Z');
const after = (minutes: number) => new Date(OFFICIAL.getTime() + minutes * 60_000);

describe('fetchTimes: from the official time + 5 min, every 5 min, up to + 4 h', () => {
  const times = fetchTimes(OFFICIAL);
  it('starts at + 5 min and ends at + 4 h', () => {
    expect(times[0]).toEqual(after(5));
    expect(times.at(-1)).toEqual(after(240));
    expect(times).toHaveLength(48);
  });
  it('steps of 5 minutes', () => {
    expect(times[1]).toEqual(after(10));
    expect(
      times.every((t, i) => i === 0 || t.getTime() - times[i - 1]!.getTime() === 300_000),
    ).toBe(true);
  });
});

describe('isDueToFetch', () => {
  it.each([
    ['before the draw', -10, null, false],
    ['at the official time', 0, null, false],
    ['4 min after', 4, null, false],
    ['5 min after, never tried', 5, null, true],
    ['7 min after, tried at + 5', 7, 5, false],
    ['10 min after, tried at + 5', 10, 5, true],
    ['12 min after, tried at + 5 (the + 10 tick was missed)', 12, 5, true],
    ['12 min after, tried at + 10', 12, 10, false],
    ['4 h after, tried at + 235', 240, 235, true],
    ['4 h 1 min after, never tried: the manual path now', 241, null, false],
  ] as const)('%s → %s', (_, minutes, tried, expected) => {
    expect(isDueToFetch(after(minutes), OFFICIAL, tried === null ? null : after(tried))).toBe(
      expected,
    );
  });

  it('dueFetchTime names the step a tick belongs to', () => {
    expect(dueFetchTime(after(13), OFFICIAL)).toEqual(after(10));
    expect(dueFetchTime(after(3), OFFICIAL)).toBeNull();
  });
});

describe('lateness: which alerts are due', () => {
  it.each([
    ['no proposal, 29 min after', 29, null, null, []],
    ['no proposal, 30 min after', 30, null, null, ['no-proposal@30']],
    ['no proposal, 2 h after', 120, null, null, ['no-proposal@30']],
    ['a proposal at + 20, 45 min after', 45, 20, null, []],
    ['a proposal at + 20, 50 min after', 50, 20, null, ['unconfirmed@50']],
    ['a proposal at + 20 confirmed at + 25', 90, 20, 25, []],
    ['confirmed by hand, no proposal', 90, null, 10, []],
  ] as const)('%s → %j', (_, now, proposalAt, confirmedAt, expected) => {
    const alerts = lateness(
      after(now),
      OFFICIAL,
      proposalAt === null ? null : { fetchedAt: after(proposalAt) },
      confirmedAt === null ? null : after(confirmedAt),
    );
    expect(
      alerts.map((a) => `${a.kind}@${(a.since.getTime() - OFFICIAL.getTime()) / 60_000}`),
    ).toEqual(expected);
  });
});
