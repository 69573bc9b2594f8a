import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, localTimeOf } from '@tiraj/domain';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema/index.ts';
import { createLotteryCategory, unique } from '../../support/factories.ts';
import { correctResult, postResult } from '../../support/results.ts';
import { rolesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, asAdmin, asSubadmin } = await rolesApp();

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe('GET /api/admin/getdayresults', () => {
  it('answers each draw of the day with its closing time and state: upcoming, on sale, due, posted, corrected', async () => {
    const now = localTimeOf(new Date(), TZ).minutes;
    const today = localDateOf(new Date(), TZ);
    const window = (from: number, to: number) => ({
      name: unique('Draw'),
      startTime: hhmm(now + from),
      endTime: hhmm(now + to),
    });
    const upcoming = await createLotteryCategory(db, window(60, 120));
    const onSale = await createLotteryCategory(db, window(-60, 60));
    const due = await createLotteryCategory(db, window(-180, -60));
    const posted = await createLotteryCategory(db, window(-180, -61));
    const corrected = await createLotteryCategory(db, window(-180, -62));
    const draw = { first: '27', second: '45', third: '12', l3c: '427' };
    await postResult(app, tokens.admin, posted.id, today, draw);
    const fixed = await postResult(app, tokens.admin, corrected.id, today, draw);
    await correctResult(app, tokens.admin, fixed.data._id, corrected.id, today, {
      ...draw,
      third: '13',
    });

    const answer = await asAdmin('GET', `/api/admin/getdayresults?date=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = new Map(
      answer.json().data.map((d: { lotteryCategoryId: string }) => [d.lotteryCategoryId, d]),
    );
    expect(byId.get(upcoming.id)).toMatchObject({ state: 'upcoming', result: null });
    expect(byId.get(onSale.id)).toMatchObject({
      state: 'on_sale',
      closesAt: `${today} ${onSale.endTime}`,
    });
    expect(byId.get(due.id)).toMatchObject({ state: 'due', result: null });
    expect(byId.get(posted.id)).toMatchObject({
      state: 'posted',
      result: { numbers: draw, postedBy: expect.any(String), correctedAt: null },
    });
    expect(byId.get(corrected.id)).toMatchObject({
      state: 'corrected',
      result: { numbers: { third: '13' }, correctedAt: expect.any(String) },
    });
  });

  it("a past day shows that day's closing time, not today's, once the draw was moved (issue 38)", async () => {
    const today = localDateOf(new Date(), TZ);
    const yesterday = addDays(today, -1);
    const added = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: unique('Moved'),
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data._id as string;
    // Its creation, journaled with its hours, three days ago (as if it had been created then).
    const created = await db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(auditLog.entityId, id))
      .returning({ details: auditLog.details });
    expect(created).toEqual([{ details: expect.objectContaining({ endTime: '12:00' }) }]);
    const moved = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${id}`, {
      endTime: '14:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const closesOn = async (date: string) => {
      const answer = await asAdmin('GET', `/api/admin/getdayresults?date=${date}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json()
        .data.find((d: { lotteryCategoryId: string }) => d.lotteryCategoryId === id).closesAt;
    };
    expect(await closesOn(yesterday)).toBe(`${yesterday} 12:00`);
    expect(await closesOn(today)).toBe(`${today} 14:30`);
  });

  it('is the admin’s only', async () => {
    expect((await asSubadmin('GET', '/api/admin/getdayresults?date=2026-11-26')).statusCode).toBe(
      403,
    );
  });
});
