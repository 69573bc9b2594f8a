import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, catalogDrawOn, localDateOf, type DrawCalendar } from '@tiraj/domain';
import { auditLog, lotteryCategories } from '../../../src/db/schema/index.ts';
import { refreshCatalogCategories } from '../../../src/catalog/refresh.ts';
import { bearer, openCategory, unique } from '../../support/factories.ts';
import { rolesApp } from '../../support/roles.ts';
import { sell } from '../../support/sales.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, asAdmin } = await rolesApp();

type Entry = DrawCalendar & { _id: string; state: string; drawName: string };
const catalog = async () =>
  (await asAdmin('GET', '/api/admin/getdrawcatalog')).json().data as Entry[];
const seeded = async (state: string, drawName: string) =>
  (await catalog()).find((e) => e.state === state && e.drawName === drawName)!;
const today = () => localDateOf(new Date(), TZ);
const stored = async (id: string) =>
  (await db.select().from(lotteryCategories).where(eq(lotteryCategories.id, id)))[0]!;
const fromCatalog = (body: object) =>
  asAdmin('POST', '/api/admin/addlotterycategoryfromcatalog', body);

describe('a lottery category made from the draw catalog (issue 40)', () => {
  it("closes 5 minutes before the earlier game's draw, in the operator's zone for today", async () => {
    const ny = await seeded('New York', 'Midday');
    const response = await fromCatalog({ catalogId: ny._id });
    expect(response.statusCode).toBe(200);
    const close = catalogDrawOn(ny, today(), TZ, 5).endTime;
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Lottery category created.',
      data: {
        lotteryName: 'New York Midday',
        startTime: close,
        endTime: close,
        catalogId: ny._id,
        closeMinutesBefore: 5,
      },
    });
    // 14:20 New York less 5 minutes, whatever the operator's zone: the same instant.
    const [h, m] = close.split(':').map(Number) as [number, number];
    expect((h * 60 + m + 5) % 60).toBe(20); // the test's zone is a whole-hour one
    expect(await stored(body.data._id)).toMatchObject({
      catalogId: ny._id,
      closeMinutesBefore: 5,
      endTime: close,
      noDrawDates: [],
    });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      [
        'create',
        {
          name: 'New York Midday',
          startTime: close,
          endTime: close,
          catalogId: ny._id,
          closeMinutesBefore: 5,
        },
      ],
    ]);
    // The admin's list of categories shows it like any other.
    const list = (await asAdmin('GET', '/api/admin/getlotterycategory')).json().data;
    expect(list).toContainEqual(body.data);
  });

  it('takes a name and the minutes before the draw (digits accepted)', async () => {
    const tx = await seeded('Texas', 'Night');
    const name = unique('Texas Night');
    const response = await fromCatalog({
      catalogId: tx._id,
      lotteryName: ` ${name} `,
      closeMinutesBefore: '30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      lotteryName: name,
      endTime: catalogDrawOn(tx, today(), TZ, 30).endTime,
      closeMinutesBefore: 30,
    });
  });

  it('refuses a close after the official draw', async () => {
    const ga = await seeded('Georgia', 'Evening');
    const response = await fromCatalog({ catalogId: ga._id, closeMinutesBefore: -1 });
    expect(response.statusCode).toBe(422);
    const drawTime = catalogDrawOn(ga, today(), TZ).drawTime;
    expect(response.json()).toMatchObject({
      code: 'draw_catalog.close_after_draw',
      params: { name: 'Georgia Evening', drawTime },
      message: `The close cannot be after the official draw: Georgia Evening draws at ${drawTime}.`,
    });
    const rows = await db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.name, 'Georgia Evening'));
    expect(rows).toEqual([]);
  });

  it('refuses a name taken, an id that is not one and minutes that are not whole', async () => {
    const ny = await seeded('New York', 'Evening');
    await fromCatalog({ catalogId: ny._id, lotteryName: 'NY Evening taken' });
    const taken = await fromCatalog({ catalogId: ny._id, lotteryName: 'ny evening TAKEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('lottery_category.name_taken');
    const badId = await fromCatalog({ catalogId: 'ny' });
    expect(badId.statusCode).toBe(400);
    const badMinutes = await fromCatalog({ catalogId: ny._id, closeMinutesBefore: 2.5 });
    expect(badMinutes.statusCode).toBe(400);
  });

  it("an admin's close: kept as minutes before the draw, refused after it", async () => {
    const fl = await seeded('Florida', 'Midday');
    const made = (await fromCatalog({ catalogId: fl._id, lotteryName: unique('FL') })).json().data;
    const draw = catalogDrawOn(fl, today(), TZ, 0).drawTime;
    const tenBefore = catalogDrawOn(fl, today(), TZ, 10).endTime;
    const earlier = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${made._id}`, {
      endTime: tenBefore,
    });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().data).toMatchObject({
      startTime: tenBefore,
      endTime: tenBefore,
      closeMinutesBefore: 10,
    });
    const afterDraw = catalogDrawOn(fl, today(), TZ, -1).endTime;
    const late = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${made._id}`, {
      endTime: afterDraw,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'draw_catalog.close_after_draw',
      params: { drawTime: draw },
    });
    expect(await stored(made._id)).toMatchObject({ endTime: tenBefore, closeMinutesBefore: 10 });
  });

  it("moves its categories' close when the catalog's draw time is changed", async () => {
    const added = (
      await asAdmin('POST', '/api/admin/adddrawcatalog', {
        state: unique('Ohio'),
        drawName: 'Evening',
        game3Name: 'Pick 3',
        game4Name: 'Pick 4',
        game3Time: '19:29',
        game4Time: '19:29',
        timeZone: 'America/New_York',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      })
    ).json().data as Entry;
    const made = (await fromCatalog({ catalogId: added._id })).json().data;
    const patched = await asAdmin('PATCH', `/api/admin/updatedrawcatalog/${added._id}`, {
      game3Time: '19:00',
    });
    expect(patched.statusCode).toBe(200);
    const moved = catalogDrawOn({ ...added, game3Time: '19:00' }, today(), TZ, 5).endTime;
    expect(await stored(made._id)).toMatchObject({ startTime: moved, endTime: moved });
    const [change] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, made._id))
      .orderBy(auditLog.createdAt)
      .offset(1);
    expect(change).toMatchObject({ entity: 'lottery-category', action: 'update' });
    expect(change!.details).toMatchObject({ after: { endTime: moved } });
  });

  it('is not offered nor sold on a day the draw does not happen', async () => {
    const weekday = new Date(`${today()}T00:00:00Z`).getUTCDay();
    const added = (
      await asAdmin('POST', '/api/admin/adddrawcatalog', {
        state: unique('Nowhere'),
        drawName: 'Late',
        game3Name: 'Pick 3',
        game4Name: 'Pick 4',
        // In the operator's own zone, late: today's draw is the one on sale now (about noon).
        game3Time: '23:50',
        game4Time: '23:50',
        timeZone: TZ,
        weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday),
      })
    ).json().data as Entry;
    const made = (await fromCatalog({ catalogId: added._id })).json().data;
    expect(await stored(made._id)).toMatchObject({ noDrawDates: [today()] });

    const pos = await app.inject({
      method: 'GET',
      url: '/api/seller/getlotterycategory',
      headers: bearer(tokens.seller),
    });
    const offered = pos.json().data.find((c: { _id: string }) => c._id === made._id);
    expect(offered).toMatchObject({ open: false, drawDate: today() });

    const sale = await sell(app, tokens.seller, made.lotteryName, [
      { gameCategory: 'BLT', number: '12', amount: 10 },
    ]);
    expect(sale.statusCode).toBe(422);
    expect(sale.json()).toMatchObject({
      success: false,
      code: 'draw_catalog.no_draw',
      params: { name: made.lotteryName, date: today() },
      message: `${made.lotteryName} does not draw on ${today()}: it is not sold for that day.`,
    });

    // The day after, a drawing day: offered again once the clock turns the day.
    const tomorrowNoon = new Date(Date.now() + 24 * 3600_000);
    expect(await refreshCatalogCategories(db, TZ, tomorrowNoon, null, added._id)).toBe(true);
    expect((await stored(made._id)).noDrawDates).toEqual([]);
    // …and a week on, the same weekday: not sold again.
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000);
    await refreshCatalogCategories(db, TZ, nextWeek, null, added._id);
    expect((await stored(made._id)).noDrawDates).toEqual([addDays(today(), 7)]);
  });

  it('leaves categories made by hand as they were: sold, answered without catalog fields', async () => {
    const category = await openCategory(db);
    const sale = await sell(app, tokens.seller, category.name, [
      { gameCategory: 'BLT', number: '12', amount: 10 },
    ]);
    expect(sale.statusCode).toBe(200);
    const list = (await asAdmin('GET', '/api/admin/getlotterycategory')).json().data;
    expect(list).toContainEqual({
      _id: category.id,
      lotteryName: category.name,
      startTime: category.startTime,
      endTime: category.endTime,
    });
    const changed = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${category.id}`, {
      endTime: '23:59',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({
      _id: category.id,
      lotteryName: category.name,
      startTime: category.startTime,
      endTime: '23:59',
    });
  });
});

describe("the catalog's clock: a category's close moves on a day of a time change", () => {
  it.each([
    // An operator zone without DST sees New York's 14:20 an hour earlier from 8 March 2026.
    ['America/Bogota', '2026-03-07T17:00:00Z', '14:15'],
    ['America/Bogota', '2026-03-08T17:00:00Z', '13:15'],
    ['America/Bogota', '2026-11-01T17:00:00Z', '14:15'],
    // Haiti keeps US Eastern time: the same close either side of the switch.
    ['America/Port-au-Prince', '2026-03-07T17:00:00Z', '14:15'],
    ['America/Port-au-Prince', '2026-03-08T17:00:00Z', '14:15'],
  ])('%s at %s', async (zone, at, close) => {
    const ny = await seeded('New York', 'Midday');
    const made = (await fromCatalog({ catalogId: ny._id, lotteryName: unique('NY') })).json().data;
    await refreshCatalogCategories(db, zone, new Date(at), null, ny._id);
    expect(await stored(made._id)).toMatchObject({ startTime: close, endTime: close });
  });
});
