import { addDays, localDateOf } from '@tiraj/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets, winningNumbers } from '../../../src/db/schema/index.ts';
import { sameHourLastWeek } from '../../../src/modules/home/same-hour-last-week.ts';
import { testApp } from '../../support/app.ts';
import {
  bearer,
  createCompany,
  createLotteryCategory,
  insertTicket,
  signIn,
} from '../../support/factories.ts';
import { TZ } from '../../support/zone.ts';

// Issue 30 point 1: today's figures are compared with last week's same weekday at the same hour,
// not with its whole day (at 05:00 every total read "−100 %").
const { app, ctx } = await testApp();
const db = ctx.db;
const HOUR = 3_600_000;

describe('sameHourLastWeek', () => {
  it.each([
    ['a plain week', '2026-11-19T15:00:00Z', 'America/Port-au-Prince', '2026-11-12T15:00:00Z'],
    // Port-au-Prince leaves summer time on 1 November 2026: 10:00 there is 15:00Z, then 14:00Z.
    [
      'across the end of DST',
      '2026-11-05T15:00:00Z',
      'America/Port-au-Prince',
      '2026-10-29T14:00:00Z',
    ],
    ['seconds kept', '2026-11-19T15:00:42Z', 'UTC', '2026-11-12T15:00:42Z'],
  ])('%s', (_, now, zone, then) =>
    expect(sameHourLastWeek(new Date(now), zone).toISOString()).toBe(new Date(then).toISOString()),
  );
});

describe('GET …/gethome: lastWeek as it stood at this hour', () => {
  it('counts what was sold, won on results posted, and paid out by the same hour last week', async () => {
    const { company, subadmin, seller } = await createCompany(db);
    const category = await createLotteryCategory(db);
    const now = new Date();
    const today = localDateOf(now, TZ);
    const lastWeek = addDays(today, -7);
    const then = sameHourLastWeek(now, TZ);
    const sold = async (
      amount: number,
      soldAt: Date,
      extra: Partial<typeof tickets.$inferInsert> = {},
    ) => {
      const t = await insertTicket(db, {
        companyId: company.id,
        sellerId: seller.id,
        lotteryCategoryId: category.id,
        drawDate: lastWeek,
        lines: [{ game: 'BLT', number: '27', amount }],
      });
      await db
        .update(tickets)
        .set({ soldAt, ...extra })
        .where(eq(tickets.id, t.id));
    };
    const before = new Date(then.getTime() - HOUR);
    await sold(40, before);
    // Sold after this hour last week: not yet then.
    await sold(500, new Date(then.getTime() + HOUR));
    // Deleted before this hour: gone then; deleted after: still there then.
    await sold(300, before, { deletedAt: new Date(then.getTime() - 60_000) });
    await sold(7, before, { deletedAt: new Date(then.getTime() + HOUR) });
    // A winner paid out before this hour (its result posted before then), 100 HTG won.
    await sold(2, before, {
      paidAmount: 10_000,
      paidOutAt: new Date(then.getTime() - 30 * 60_000),
      paidOutAmount: 10_000,
    });
    await db.insert(winningNumbers).values({
      lotteryCategoryId: category.id,
      drawDate: lastWeek,
      numbers: [],
      createdAt: new Date(then.getTime() - 45 * 60_000),
    });

    const token = await signIn(app, subadmin);
    const response = await app.inject({
      method: 'GET',
      url: '/api/subadmin/gethome',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.lastWeek).toEqual({
      date: lastWeek,
      tickets: 3,
      sum: 49,
      paid: 100,
      profit: -51,
      commission: 0,
      netProfit: -51,
      paidOut: 100,
    });
    // The whole day, as it stands now, stays in the chart's days (the late deletion is gone).
    expect(
      response.json().data.days.find((d: { date: string }) => d.date === lastWeek),
    ).toMatchObject({ tickets: 3, sum: 542 });
  });

  it('leaves out what was won on a result posted after this hour last week', async () => {
    const { company, subadmin, seller } = await createCompany(db);
    const category = await createLotteryCategory(db);
    const now = new Date();
    const lastWeek = addDays(localDateOf(now, TZ), -7);
    const then = sameHourLastWeek(now, TZ);
    const t = await insertTicket(db, {
      companyId: company.id,
      sellerId: seller.id,
      lotteryCategoryId: category.id,
      drawDate: lastWeek,
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });
    await db
      .update(tickets)
      .set({ soldAt: new Date(then.getTime() - HOUR), paidAmount: 50_000 })
      .where(eq(tickets.id, t.id));
    await db.insert(winningNumbers).values({
      lotteryCategoryId: category.id,
      drawDate: lastWeek,
      numbers: [],
      createdAt: new Date(then.getTime() + HOUR),
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/subadmin/gethome',
      headers: bearer(await signIn(app, subadmin)),
    });
    expect(response.json().data.lastWeek).toMatchObject({
      tickets: 1,
      sum: 10,
      paid: 0,
      profit: 10,
    });
  });
});
