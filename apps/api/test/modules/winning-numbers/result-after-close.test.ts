import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, localTimeOf } from '@tiraj/domain';
import { NO_REASON_GIVEN } from '@tiraj/domain/contracts';
import { auditLog, winningNumbers } from '../../../src/db/schema/index.ts';
import {
  caller,
  createLotteryCategory,
  createUser,
  signedInCompany,
  signIn,
  unique,
} from '../../support/factories.ts';
import { typed } from '../../support/results.ts';
import { testApp } from '../../support/app.ts';
import { sell } from '../../support/sales.ts';
import { TZ } from '../../support/zone.ts';

const DRAW = typed({ first: '27', second: '45', third: '12', l3c: '427' });

/** The whole-hour zone where it is now between 01:00 and 02:00: a draw crossing midnight is on sale. */
function zoneAtOneAm(now = new Date()): string {
  const utc = now.getUTCHours();
  // local = utc + offset ≡ 1 (mod 24), offset within what Etc/GMT zones offer (−12…+14)
  let offset = (1 - utc + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

async function adminOf(zone?: string) {
  const { app, ctx } = await testApp(zone ? { TZ_OPERATOR: zone } : {});
  const admin = await createUser(ctx.db, 'admin', null);
  const token = await signIn(app, admin);
  return { app, db: ctx.db, token, asAdmin: caller(app, token) };
}

const noon = await adminOf();
const night = await adminOf(zoneAtOneAm());

describe('a result is accepted only after its draw closed, operator time', () => {
  it('refuses a result while the draw is on sale (422, naming the closing time), stores nothing', async () => {
    const now = localTimeOf(new Date(), TZ).minutes;
    const cat = await createLotteryCategory(noon.db, {
      startTime: hhmm(now - 180),
      endTime: hhmm(now + 180),
    });
    const today = localDateOf(new Date(), TZ);
    const response = await noon.asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date: today,
      numbers: DRAW,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'winning_number.not_closed',
      params: { category: cat.name, date: today, closesAt: `${today} ${cat.endTime}` },
    });
    expect(response.json().message).toContain(`until ${today} ${cat.endTime}`);
    expect(
      await noon.db
        .select()
        .from(winningNumbers)
        .where(eq(winningNumbers.lotteryCategoryId, cat.id)),
    ).toEqual([]);
  });

  it('accepts it once the window closed, and audits the numbers posted', async () => {
    const now = localTimeOf(new Date(), TZ).minutes;
    const cat = await createLotteryCategory(noon.db, {
      startTime: hhmm(now - 300),
      endTime: hhmm(now - 60),
    });
    const today = localDateOf(new Date(), TZ);
    const response = await noon.asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.name,
      date: today,
      numbers: DRAW,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = await noon.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().data._id));
    expect(record).toMatchObject({ action: 'create', entity: 'winning-number', companyId: null });
    expect(record!.details).toMatchObject({
      before: null,
      after: {
        category: cat.name,
        date: today,
        numbers: { first: '27', second: '45', third: '12', l3c: '427' },
      },
    });
  });

  it('a draw crossing midnight: refused until it closes on its draw date, the one before accepted; posting leaves the draw on sale', async () => {
    // It is 01:xx operator time: the window 22:00–03:00 sells the draw of today until 03:00.
    const zone = zoneAtOneAm();
    const cat = await createLotteryCategory(night.db, {
      name: unique('Night'),
      startTime: '22:00',
      endTime: '03:00',
    });
    const today = localDateOf(new Date(), zone);
    const post = (date: string) =>
      night.asAdmin('POST', '/api/admin/addwiningnumber', {
        lotteryCategoryName: cat.id,
        date,
        numbers: DRAW,
      });
    const onSale = await post(today);
    expect(onSale.statusCode, onSale.body).toBe(422);
    expect(onSale.json().params.closesAt).toBe(`${today} 03:00`);
    // A date past the draw on sale is a form error, as before.
    const future = await post(addDays(today, 1));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toMatchObject({
      field: 'date',
      code: 'winning_number.future_date',
    });
    // Yesterday's draw closed at 03:00 yesterday: accepted.
    expect((await post(addDays(today, -1))).statusCode).toBe(200);

    // Only the clock opens and closes a draw: today's stays on sale.
    const company = await signedInCompany(night.app, night.db);
    const sold = await sell(night.app, company.tokens.seller, cat.id, [
      { gameCategory: 'BLT', number: '27', amount: 5 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.date).toBe(today);
    const categories = await night.app.inject({
      method: 'GET',
      url: '/api/seller/getlotterycategory',
      headers: { authorization: `Bearer ${company.tokens.seller}` },
    });
    expect(categories.json().data.find((c: { _id: string }) => c._id === cat.id)).toMatchObject({
      open: true,
      drawDate: today,
    });
  });

  it("a close moved later after the result was posted does not reopen that date's sales", async () => {
    const now = localTimeOf(new Date(), TZ).minutes;
    const cat = await createLotteryCategory(noon.db, {
      startTime: hhmm(now - 180),
      endTime: hhmm(now + 180),
    });
    const today = localDateOf(new Date(), TZ);
    const company = await signedInCompany(noon.app, noon.db);
    const line = [{ gameCategory: 'BLT', number: '27', amount: 5 }];
    // Sold while open: the seller's sale context (without a result) is known to the server.
    expect((await sell(noon.app, company.tokens.seller, cat.id, line)).statusCode).toBe(200);
    const move = (endTime: string) =>
      noon.asAdmin('PATCH', `/api/admin/updatelotterycategory/${cat.id}`, { endTime });
    expect((await move(hhmm(now - 1))).statusCode).toBe(200);
    const posted = await noon.asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date: today,
      numbers: DRAW,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    // The close moved later again: the clock alone would reopen today's draw.
    expect((await move(hhmm(now + 180))).statusCode).toBe(200);

    const refused = await sell(noon.app, company.tokens.seller, cat.id, line);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details.lines[0]).toMatchObject({ reason: 'closed' });
    const categories = await noon.app.inject({
      method: 'GET',
      url: '/api/seller/getlotterycategory',
      headers: { authorization: `Bearer ${company.tokens.seller}` },
    });
    expect(categories.json().data.find((c: { _id: string }) => c._id === cat.id)).toMatchObject({
      open: false,
      drawDate: today,
    });
  });

  it('a correction is audited with the before, the after and the reason; SPEC\'s body (no reason) as "no reason given"', async () => {
    const cat = await createLotteryCategory(noon.db);
    const date = '2026-11-10';
    const created = (
      await noon.asAdmin('POST', '/api/admin/addwiningnumber', {
        lotteryCategoryName: cat.id,
        date,
        numbers: DRAW,
      })
    ).json().data;
    const corrected = typed({ first: '72', second: '45', third: '12', l3c: '472' });
    const updates = () =>
      noon.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, created._id))
        .then((rows) => rows.filter((r) => r.action === 'update').map((r) => r.details));
    // SPEC.md §7 "same body" as the add (the original dashboard sends no reason): issue 36.
    for (const [i, reason] of [undefined, '  ', '', undefined].entries()) {
      const spec = await noon.asAdmin('PATCH', `/api/admin/updatewiningnumber/${created._id}`, {
        lotteryCategoryName: cat.id,
        date,
        numbers: i % 2 ? DRAW : corrected,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(spec.statusCode, spec.body).toBe(200);
      expect(spec.json()).toMatchObject({ success: true, message: 'Winning number updated' });
      expect((await updates()).at(-1)).toMatchObject({ reason: NO_REASON_GIVEN });
    }
    const tooLong = await noon.asAdmin('PATCH', `/api/admin/updatewiningnumber/${created._id}`, {
      lotteryCategoryName: cat.id,
      date,
      numbers: corrected,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);

    const fixed = await noon.asAdmin('PATCH', `/api/admin/updatewiningnumber/${created._id}`, {
      lotteryCategoryName: cat.id,
      date,
      numbers: corrected,
      reason: 'The 1st lot was misread',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await updates()).at(-1)).toMatchObject({
      before: { category: cat.name, date, numbers: { first: '27', l3c: '427' } },
      after: { category: cat.name, date, numbers: { first: '72', l3c: '472' } },
      reason: 'The 1st lot was misread',
    });
  });
});
