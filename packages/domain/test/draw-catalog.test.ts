import { describe, expect, it } from 'vitest';
import {
  catalogDrawOn,
  firstDrawTime,
  isTimeZone,
  minutesBeforeDraw,
  noDrawDates,
  type DrawCalendar,
} from '../src/index.ts';

const DAILY = [0, 1, 2, 3, 4, 5, 6];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const HOLIDAYS = ['01-01', '12-25'];
const et = (game3Time: string, game4Time = game3Time, weekdays = DAILY): DrawCalendar => ({
  game3Time,
  game4Time,
  timeZone: 'America/New_York',
  weekdays,
  holidays: HOLIDAYS,
});
const ct = (time: string, weekdays = MON_SAT): DrawCalendar => ({
  ...et(time, time, weekdays),
  timeZone: 'America/Chicago',
});

const NY_MIDDAY = et('14:20', '14:30');
const NY_EVENING = et('22:30');
const GA_NIGHT = et('23:34');
const TN_MORNING = ct('09:28');
const TN_EVENING = ct('18:28', DAILY);
const TX_NIGHT = ct('22:12');

// US daylight saving 2026: from Sunday 8 March, to Sunday 1 November.
describe("a catalog draw's close in the operator's zone, converted for its date (issue 40)", () => {
  it.each([
    // [case, draw, operator zone, operator date, draw time there, close (5 minutes before)]
    [
      'NY midday closes before Numbers, the earlier game',
      NY_MIDDAY,
      'America/Port-au-Prince',
      '2026-11-30',
      '14:20',
      '14:15',
    ],
    [
      'Haiti keeps US Eastern DST: the day before the March switch',
      NY_MIDDAY,
      'America/Port-au-Prince',
      '2026-03-07',
      '14:20',
      '14:15',
    ],
    [
      'Haiti keeps US Eastern DST: the March switch day',
      NY_MIDDAY,
      'America/Port-au-Prince',
      '2026-03-08',
      '14:20',
      '14:15',
    ],
    [
      'Haiti: Central time is an hour behind, in summer too',
      TN_MORNING,
      'America/Port-au-Prince',
      '2026-07-01',
      '10:28',
      '10:23',
    ],
    ['Haiti: Texas night', TX_NIGHT, 'America/Port-au-Prince', '2026-11-30', '23:12', '23:07'],
    [
      'Bogota (no DST): the day before the March switch',
      NY_MIDDAY,
      'America/Bogota',
      '2026-03-07',
      '14:20',
      '14:15',
    ],
    [
      'Bogota: the March switch day moves it an hour earlier',
      NY_MIDDAY,
      'America/Bogota',
      '2026-03-08',
      '13:20',
      '13:15',
    ],
    [
      'Bogota: the day before the November switch',
      NY_MIDDAY,
      'America/Bogota',
      '2026-10-31',
      '13:20',
      '13:15',
    ],
    [
      'Bogota: the November switch day moves it back',
      NY_MIDDAY,
      'America/Bogota',
      '2026-11-01',
      '14:20',
      '14:15',
    ],
    [
      'Bogota: Tennessee morning in winter',
      TN_MORNING,
      'America/Bogota',
      '2026-03-07',
      '10:28',
      '10:23',
    ],
    [
      'Bogota: Tennessee morning in summer',
      TN_MORNING,
      'America/Bogota',
      '2026-03-09',
      '09:28',
      '09:23',
    ],
    ['UTC: NY midday in winter', NY_MIDDAY, 'UTC', '2026-03-07', '19:20', '19:15'],
    ['UTC: NY midday in summer', NY_MIDDAY, 'UTC', '2026-03-08', '18:20', '18:15'],
    [
      "UTC: NY evening falls on the next UTC day (New York's 7 March)",
      NY_EVENING,
      'UTC',
      '2026-03-08',
      '03:30',
      '03:25',
    ],
    [
      "UTC: NY evening of New York's 8 March, after the switch",
      NY_EVENING,
      'UTC',
      '2026-03-09',
      '02:30',
      '02:25',
    ],
    ['UTC: Georgia night', GA_NIGHT, 'UTC', '2026-12-01', '04:34', '04:29'],
  ] as const)('%s', (_, draw, zone, date, drawTime, endTime) => {
    expect(catalogDrawOn(draw, date, zone)).toMatchObject({ drawTime, endTime });
  });

  it('takes the minutes before the draw it is told', () => {
    expect(catalogDrawOn(NY_MIDDAY, '2026-11-30', 'America/Port-au-Prince', 30).endTime).toBe(
      '13:50',
    );
    expect(catalogDrawOn(NY_MIDDAY, '2026-11-30', 'America/Port-au-Prince', 0).endTime).toBe(
      '14:20',
    );
  });

  it("names the lottery's own date of the operator day's draw", () => {
    expect(catalogDrawOn(NY_EVENING, '2026-03-08', 'UTC').lotteryDate).toBe('2026-03-07');
    expect(catalogDrawOn(NY_EVENING, '2026-03-08', 'America/Port-au-Prince').lotteryDate).toBe(
      '2026-03-08',
    );
  });

  it('the earlier game is whichever is first', () => {
    expect(firstDrawTime({ game3Time: '14:20', game4Time: '14:30' })).toBe('14:20');
    expect(firstDrawTime({ game3Time: '14:30', game4Time: '14:20' })).toBe('14:20');
  });
});

describe('the days a catalog draw happens', () => {
  it.each([
    // [case, draw, operator date, draws]
    ['Tennessee morning: not on Sunday', TN_MORNING, '2026-11-29', false],
    ['Tennessee morning: Monday', TN_MORNING, '2026-11-30', true],
    ['Tennessee morning: Saturday', TN_MORNING, '2026-11-28', true],
    ['Tennessee evening: the Sunday draw', TN_EVENING, '2026-11-29', true],
    ['Texas night: not on Sunday', TX_NIGHT, '2026-11-29', false],
    ['NY midday: daily', NY_MIDDAY, '2026-11-29', true],
    ['a holiday: Christmas', NY_MIDDAY, '2026-12-25', false],
    ["a holiday: New Year's day", TN_EVENING, '2027-01-01', false],
    ['the day after a holiday', NY_MIDDAY, '2026-12-26', true],
  ] as const)('%s', (_, draw, date, draws) => {
    expect(catalogDrawOn(draw, date, 'America/Port-au-Prince').draws).toBe(draws);
  });

  it("judges the lottery's own date: a UTC operator's Monday holds New York's Sunday evening", () => {
    const sundayOnly = { ...NY_EVENING, weekdays: [0] };
    expect(catalogDrawOn(sundayOnly, '2026-11-30', 'UTC').draws).toBe(true);
    expect(catalogDrawOn(sundayOnly, '2026-11-29', 'UTC').draws).toBe(false);
  });

  it('lists the operator days without the draw', () => {
    const dates = ['2026-11-28', '2026-11-29', '2026-11-30'];
    expect(noDrawDates(TN_MORNING, dates, 'America/Port-au-Prince')).toEqual(['2026-11-29']);
    expect(noDrawDates(TN_EVENING, dates, 'America/Port-au-Prince')).toEqual([]);
  });
});

describe("an admin's close, as minutes before the draw", () => {
  it.each([
    ['5 minutes before', NY_MIDDAY, '14:15', 'America/Port-au-Prince', '2026-11-30', 5],
    ['at the draw', NY_MIDDAY, '14:20', 'America/Port-au-Prince', '2026-11-30', 0],
    [
      'after the first game: refused',
      NY_MIDDAY,
      '14:25',
      'America/Port-au-Prince',
      '2026-11-30',
      -5,
    ],
    [
      'Bogota in summer: 13:20 is the draw',
      NY_MIDDAY,
      '13:30',
      'America/Bogota',
      '2026-07-01',
      -10,
    ],
    ['Bogota in winter', NY_MIDDAY, '13:30', 'America/Bogota', '2026-12-01', 50],
  ] as const)('%s', (_, draw, endTime, zone, date, minutes) => {
    expect(minutesBeforeDraw(draw, endTime, date, zone)).toBe(minutes);
  });
});

describe('time zones', () => {
  it.each([
    ['America/New_York', true],
    ['America/Chicago', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['EST', false],
    ['', false],
  ])('%s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
