import { afterEach, describe, expect, it } from 'vitest';
import { setOperatorTimeZone } from '../../../lib/operator-time.ts';
import { daysBefore, deviceToday } from './day-dates.ts';

describe('daysBefore', () => {
  it.each([
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-11-22', 2, '2026-11-20'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2028-03-01', 1, '2028-02-29'],
    ['2027-01-01', 1, '2026-12-31'],
    ['2026-03-09', 1, '2026-03-08'],
  ])('%s less %s days is %s', (date, days, before) => {
    expect(daysBefore(date, days)).toBe(before);
  });
});

describe('deviceToday', () => {
  afterEach(() => setOperatorTimeZone(null));
  it.each([
    // 20:00 in Port-au-Prince is already tomorrow in Paris and UTC: the operator's day counts.
    ['2026-11-23T01:00:00Z', 'America/Port-au-Prince', '2026-11-22'],
    ['2026-11-23T04:59:00Z', 'America/Port-au-Prince', '2026-11-22'],
    ['2026-11-23T05:00:00Z', 'America/Port-au-Prince', '2026-11-23'],
    ['2026-11-23T01:00:00Z', 'Europe/Paris', '2026-11-23'],
  ])('%s in %s is %s', (iso, zone, day) => {
    setOperatorTimeZone(zone);
    expect(deviceToday(new Date(iso))).toBe(day);
  });
});
