import { describe, expect, it } from 'vitest';
import {
  cancelWindowLeftMs,
  deletionVerdict,
  drawStageOf,
  type DeletionVerdict,
  type DrawStage,
  type TicketDeleter,
} from '../src/ticket-deletion.ts';

const ZONE = 'America/Port-au-Prince';
const NOON = new Date('2026-11-20T17:00:00Z'); // 12:00 in Port-au-Prince

describe('drawStageOf: open, closed or drawn', () => {
  const draw = (startTime: string, endTime: string, drawDate: string, hasResult = false) => ({
    startTime,
    endTime,
    drawDate,
    hasResult,
  });
  const cases: [string, ReturnType<typeof draw>, DrawStage][] = [
    ["today's draw on sale", draw('08:00', '14:00', '2026-11-20'), 'open'],
    ["today's draw, closed at 11:00", draw('08:00', '11:00', '2026-11-20'), 'closed'],
    ["yesterday's draw", draw('08:00', '14:00', '2026-11-19'), 'closed'],
    ['over midnight: on sale for tomorrow', draw('10:00', '02:00', '2026-11-21'), 'open'],
    ['a result closes it whatever the clock', draw('08:00', '14:00', '2026-11-20', true), 'drawn'],
    ["yesterday's draw with its result", draw('08:00', '14:00', '2026-11-19', true), 'drawn'],
  ];
  it.each(cases)('%s', (_, d, stage) => expect(drawStageOf(d, NOON, ZONE)).toBe(stage));
});

describe('deletionVerdict: who deletes a ticket, by where its draw stands', () => {
  const cases: [TicketDeleter, DrawStage, DeletionVerdict][] = [
    ['seller', 'open', 'allowed'],
    ['supervisor', 'open', 'allowed'],
    ['subadmin', 'open', 'allowed'],
    ['seller', 'closed', 'refused'],
    ['supervisor', 'closed', 'refused'],
    ['subadmin', 'closed', 'reason'],
    ['seller', 'drawn', 'refused'],
    ['supervisor', 'drawn', 'refused'],
    ['subadmin', 'drawn', 'refused'],
  ];
  it.each(cases)('%s, draw %s: %s', (role, stage, verdict) =>
    expect(deletionVerdict(role, stage)).toBe(verdict),
  );
});

describe('cancelWindowLeftMs', () => {
  const soldAt = new Date('2026-11-22T17:00:00.000Z');
  it.each([
    ['just sold', '2026-11-22T17:00:00.000Z', 10, 600_000],
    ['3.5 minutes on', '2026-11-22T17:03:30.000Z', 10, 390_000],
    ['its last instant (still open)', '2026-11-22T17:10:00.000Z', 10, 0],
    ['one second past it', '2026-11-22T17:10:01.000Z', 10, -1_000],
    ['a window of 0 minutes, a second on', '2026-11-22T17:00:01.000Z', 0, -1_000],
  ])('%s', (_, now, minutes, left) => {
    expect(cancelWindowLeftMs(soldAt, minutes, new Date(now))).toBe(left);
  });
});
