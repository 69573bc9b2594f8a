import { describe, expect, it } from 'vitest';
import { localDateTimeOf } from '../src/sales-window.ts';
import { normaliseTicketCode } from '../src/ticket-code.ts';
import { ticketState, type TicketStanding, type TicketState } from '../src/ticket-state.ts';

describe('ticketState', () => {
  const t = (over: Partial<TicketStanding>): TicketStanding => ({
    deleted: false,
    resultPosted: true,
    paidOut: false,
    paidAmount: 0,
    ...over,
  });
  const cases: [string, TicketStanding, TicketState][] = [
    ['no result yet', t({ resultPosted: false }), 'waiting'],
    ['no result yet, a stale payout stored', t({ resultPosted: false, paidAmount: 50 }), 'waiting'],
    ['result, pays nothing', t({}), 'lost'],
    ['result, pays', t({ paidAmount: 50 }), 'won'],
    ['result, pays a centime', t({ paidAmount: 0.01 }), 'won'],
    ['result, paid out', t({ paidAmount: 50, paidOut: true }), 'paid'],
    // A corrected result may lower the payout after the cash went out: still paid.
    ['paid out, then a corrected result pays nothing', t({ paidOut: true }), 'paid'],
    ['deleted before the result', t({ deleted: true, resultPosted: false }), 'deleted'],
    ['deleted, won', t({ deleted: true, paidAmount: 50 }), 'deleted'],
    ['deleted, lost', t({ deleted: true }), 'deleted'],
    ['deleted and paid out', t({ deleted: true, paidAmount: 50, paidOut: true }), 'deleted'],
  ];
  it.each(cases)('%s → %s', (_, standing, state) => expect(ticketState(standing)).toBe(state));
});

describe('normaliseTicketCode', () => {
  const cases: [string, string | null][] = [
    ['K7M4-2QXP', 'K7M4-2QXP'],
    ['K7M42QXP', 'K7M4-2QXP'],
    ['k7m4-2qxp', 'K7M4-2QXP'],
    ['k7m42qxp', 'K7M4-2QXP'],
    ['  K7M4-2QXP  ', 'K7M4-2QXP'],
    ['K7M4 2QXP', 'K7M4-2QXP'],
    ['K7-M4-2Q-XP', 'K7M4-2QXP'],
    ['', null],
    ['K7M4-2QX', null], // 7 characters
    ['K7M4-2QXPA', null], // 9 characters
    ['K7M4-2QX0', null], // 0 is not in the alphabet (read as O)
    ['K7M4-2QXO', null], // O neither
    ['K7M4-2QX1', null], // 1 neither (read as I or L)
    ['K7M4-2QXI', null],
    ['K7M4_2QXP', null], // only dashes and spaces are dropped
    ['K7M4-2QXÉ', null],
  ];
  it.each(cases)('%j → %j', (input, code) => expect(normaliseTicketCode(input)).toBe(code));
});

describe('localDateTimeOf', () => {
  const cases: [string, string, string][] = [
    ['2026-11-22T17:05:59.999Z', 'America/Port-au-Prince', '2026-11-22 12:05'],
    ['2026-11-23T04:59:00Z', 'America/Port-au-Prince', '2026-11-22 23:59'],
    ['2026-11-23T05:00:00Z', 'America/Port-au-Prince', '2026-11-23 00:00'],
    ['2026-07-01T03:30:00Z', 'America/Port-au-Prince', '2026-06-30 23:30'], // summer time: UTC−4
    ['2026-11-22T00:00:00Z', 'UTC', '2026-11-22 00:00'],
  ];
  it.each(cases)('%s in %s → %s', (iso, zone, local) =>
    expect(localDateTimeOf(new Date(iso), zone)).toBe(local),
  );
});
