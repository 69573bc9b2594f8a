import { describe, expect, it } from 'vitest';
import {
  drawCloseLocal,
  drawHasClosed,
  drawResultState,
  instantOfLocal,
  salesWindow,
} from '../src/index.ts';

const zone = 'America/Port-au-Prince';
const at = (local: string) => instantOfLocal(local, zone);

describe('a draw closes at its end time on its draw date, operator time', () => {
  it.each([
    // [window, draw date, operator's clock, closed?]
    ['06:00-13:25', '2026-11-26', '2026-11-26 05:00', false],
    ['06:00-13:25', '2026-11-26', '2026-11-26 13:24', false],
    ['06:00-13:25', '2026-11-26', '2026-11-26 13:25', true],
    ['06:00-13:25', '2026-11-26', '2026-11-27 00:10', true],
    ['06:00-13:25', '2026-11-27', '2026-11-26 23:59', false],
    // crossing midnight: the draw of the 27th sells from the 26th 22:00 to the 27th 02:00
    ['22:00-02:00', '2026-11-27', '2026-11-26 23:30', false],
    ['22:00-02:00', '2026-11-27', '2026-11-27 01:59', false],
    ['22:00-02:00', '2026-11-27', '2026-11-27 02:00', true],
    ['22:00-02:00', '2026-11-26', '2026-11-26 23:30', true],
    // around the clock: the draw of the 27th sells all of the 26th
    ['00:00-00:00', '2026-11-27', '2026-11-26 23:59', false],
    ['00:00-00:00', '2026-11-26', '2026-11-26 00:00', true],
  ] as const)('%s, draw %s, at %s: closed %s', (window, date, now, closed) => {
    const [start, end] = window.split('-') as [string, string];
    expect(drawHasClosed(end, date, at(now), zone)).toBe(closed);
    // The same instant at which a sale stops finding that draw open.
    const w = salesWindow(start, end, at(now), zone);
    if (w.open && w.drawDate === date) expect(closed).toBe(false);
  });

  it('names the closing time in operator time', () => {
    expect(drawCloseLocal('13:25', '2026-11-26')).toBe('2026-11-26 13:25');
  });

  it('reads the clock in the operator zone, not UTC', () => {
    // 18:30 UTC is 13:30 in Port-au-Prince (UTC-5 in November): closed there; 13:30 UTC is not
    expect(drawHasClosed('13:25', '2026-11-26', new Date('2026-11-26T18:30:00Z'), zone)).toBe(true);
    expect(drawHasClosed('13:25', '2026-11-26', new Date('2026-11-26T13:30:00Z'), zone)).toBe(
      false,
    );
  });
});

describe("a draw's state on the day's results screen", () => {
  const midi = { startTime: '06:00', endTime: '13:25', drawDate: '2026-11-26' };
  it.each([
    ['2026-11-26 05:00', null, 'upcoming'],
    ['2026-11-26 06:00', null, 'on_sale'],
    ['2026-11-26 13:24', null, 'on_sale'],
    ['2026-11-26 13:25', null, 'due'],
    ['2026-11-27 09:00', null, 'due'],
    ['2026-11-26 14:00', { corrected: false }, 'posted'],
    ['2026-11-26 14:00', { corrected: true }, 'corrected'],
  ] as const)('at %s with %j: %s', (now, result, state) => {
    expect(drawResultState(midi, result, at(now), zone)).toBe(state);
  });
});
