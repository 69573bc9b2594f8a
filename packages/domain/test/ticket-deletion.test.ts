import { describe, expect, it } from 'vitest';
import {
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
