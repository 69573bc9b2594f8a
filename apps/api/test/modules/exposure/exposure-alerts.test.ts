import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExposureAlert } from '@tiraj/domain/contracts';
import { auditLog, companies } from '../../../src/db/schema/index.ts';
import { ALERTS, blt, exposureApp } from '../../support/exposure.ts';
import { bearer, insertLimit, shop, signedInSeller } from '../../support/factories.ts';
import { sell } from '../../support/sales.ts';

const { app, db, sold, alerts, stored, limitedShop } = await exposureApp();
const { SUB } = ALERTS;

describe('risk alerts: the threshold', () => {
  it('is raised by the sale that brings a number to 80 % of its limit, stored once, listed', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    await sold(s.tokens.seller, c.id, [blt('27', 79), blt('28', 10)]);
    expect(await stored(s.company.id)).toEqual([]);
    expect(await alerts(s.tokens.subadmin, SUB, c)).toEqual([]);

    // 79 → 80: the share reached exactly.
    await sold(s.tokens.seller, c.id, [blt('27', 1), blt('28', 1)]);
    const [row, ...more] = await stored(s.company.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      lotteryCategoryId: c.id,
      drawDate: c.drawDate,
      gameCategory: 'BLT',
      number: '27',
      scopeKey: 'all',
      supervisorId: null,
      total: 8_000,
      cap: 10_000,
    });
    const list = await alerts(s.tokens.subadmin, SUB, c);
    expect(list).toEqual([
      {
        _id: row!.id,
        lotteryCategoryId: c.id,
        lotteryCategoryName: c.name,
        date: c.drawDate,
        gameCategory: 'BLT',
        number: '27',
        scope: 'all',
        usedPercent: 80,
        createdAt: row!.createdAt.toISOString(),
      },
    ]);
    // The name of the lottery is accepted too; another draw date has none.
    const byName = await app.inject({
      method: 'GET',
      url: SUB,
      query: { lotteryCategoryName: c.name, date: c.drawDate },
      headers: bearer(s.tokens.subadmin),
    });
    expect(byName.json<{ data: ExposureAlert[] }>().data).toHaveLength(1);
    expect(await alerts(s.tokens.subadmin, SUB, { ...c, drawDate: '2020-01-01' })).toEqual([]);
  });

  it('once per number and draw: more sales, a deletion back under the share and a new crossing raise nothing new', async () => {
    const s = await limitedShop(100);
    const c = s.category;
    const first = await sold(s.tokens.seller, c.id, [blt('27', 85)]);
    expect(await stored(s.company.id)).toHaveLength(1);
    await sold(s.tokens.seller, c.id, [blt('27', 5)]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${first}`,
      headers: bearer(s.tokens.seller),
    });
    expect(deleted.statusCode).toBe(200);
    // 5 of 100 left counted; 90 more crosses again: still the one alert.
    await sold(s.tokens.seller, c.id, [blt('27', 90)]);
    const rows = await stored(s.company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '27', total: 8_500 });
    // Another game of the same number is another alert; so is the same number in another draw.
    await insertLimit(db, s.company.id, c.id, 'seller:' + s.seller.id, [
      { gameCategory: 'L3C', limitsButs: 10 },
    ]);
    await sold(s.tokens.seller, c.id, [
      blt('01', 50),
      { gameCategory: 'L3C', number: '027', amount: 9 },
    ]);
    expect((await stored(s.company.id)).map((r) => `${r.gameCategory} ${r.number}`).sort()).toEqual(
      ['BLT 27', 'L3C 027'],
    );
  });

  it('a sale refused over a limit raises nothing; a sale with no limit costs nothing', async () => {
    const s = await limitedShop(100);
    const refused = await sell(app, s.tokens.seller, s.category.id, [blt('27', 101)]);
    expect(refused.statusCode).toBe(422);
    const other = await shop(app, db);
    await sold(other.tokens.seller, other.category.id, [blt('27', 5_000)]);
    expect(await stored(s.company.id)).toEqual([]);
    expect(await stored(other.company.id)).toEqual([]);
  });

  it('concurrent sales crossing together raise it once', async () => {
    const s = await limitedShop(1_000);
    const sellers = await Promise.all(
      Array.from({ length: 4 }, () => signedInSeller(app, db, s.company.id)),
    );
    const answers = await Promise.all(
      sellers.map((x) => sell(app, x.token, s.category.id, [blt('44', 210)])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await stored(s.company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '44', total: 840 * 100 });
  });
});

describe('risk alerts: the company’s share', () => {
  it('the owner reads and sets it (1–100, else 400 with the rule), audited; sales follow it', async () => {
    const s = await limitedShop(100);
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/api/subadmin/getalertpercent',
        headers: bearer(s.tokens.subadmin),
      });
    expect((await read()).json()).toMatchObject({ success: true, alertPercent: 80 });
    const set = (payload: unknown, token = s.tokens.subadmin) =>
      app.inject({
        method: 'PATCH',
        url: '/api/subadmin/updatealertpercent',
        headers: bearer(token),
        payload: payload as object,
      });
    for (const bad of [0, 101, 50.5, '50', null]) {
      const answer = await set({ alertPercent: bad });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        errors: [{ field: 'alertPercent' }],
      });
    }
    expect((await set({})).statusCode).toBe(400);
    expect((await set({ alertPercent: 50 }, s.tokens.supervisor)).statusCode).toBe(403);
    expect((await set({ alertPercent: 50 }, s.tokens.seller)).statusCode).toBe(403);
    const none = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatealertpercent',
      payload: { alertPercent: 50 },
    });
    expect(none.statusCode).toBe(401);

    const done = await set({ alertPercent: 50 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Alert share updated.',
      alertPercent: 50,
    });
    expect((await read()).json()).toMatchObject({ alertPercent: 50 });
    const [company] = await db.select().from(companies).where(eq(companies.id, s.company.id));
    expect(company!.alertPercent).toBe(50);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.entity, 'company')));
    // Who changed it from what (issue 38): the 80 % it was, the 50 % it is.
    expect(audits.map((a) => a.details)).toContainEqual({
      before: { alertPercent: 80 },
      after: { alertPercent: 50 },
    });

    // At 50 %, 50 of 100 warns; another company keeps its 80 %.
    await sold(s.tokens.seller, s.category.id, [blt('27', 50)]);
    expect(await stored(s.company.id)).toHaveLength(1);
    const other = await limitedShop(100);
    await sold(other.tokens.seller, other.category.id, [blt('27', 50)]);
    expect(await stored(other.company.id)).toEqual([]);
  });
});
