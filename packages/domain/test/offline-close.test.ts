import { describe, expect, it } from 'vitest';
import { offlineCloseOf, offlineCloseStanding } from '../src/index.ts';

const t = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00.000Z`);

describe("an offline ticket is judged by the draw's close as it is now (issue 36)", () => {
  it.each([
    // [case, the grant's close, the draw's close now, the close that binds]
    ['unchanged', '17:55', '17:55', '17:55'],
    ['moved earlier after the grant', '17:55', '17:30', '17:30'],
    ['moved later: the grant keeps its own', '17:55', '18:30', '17:55'],
  ] as const)('%s', (_, grant, draw, binds) => {
    expect(offlineCloseOf(t(grant), t(draw))).toEqual(t(binds));
  });

  it("keeps the grant's close when the draw's is unknown", () => {
    expect(offlineCloseOf(t('17:55'), null)).toEqual(t('17:55'));
    expect(offlineCloseOf(t('17:55'), new Date(Number.NaN))).toEqual(t('17:55'));
  });

  it.each([
    // [case, sold (device time), received, standing] — close 17:30, grace 5 minutes
    ['received before the close', '17:20', '17:29', 'open'],
    ['received in the grace, sold before the close', '17:29', '17:34', 'grace'],
    ['received in the grace, sold at the close', '17:30', '17:31', 'after_close'],
    ['received in the grace, sold after the close', '17:32', '17:33', 'after_close'],
    ['received after the grace', '17:20', '17:35', 'after_close'],
  ] as const)('%s: %s', (_, sold, received, standing) => {
    expect(offlineCloseStanding(t('17:30'), 5, t(sold), t(received))).toBe(standing);
  });
});
