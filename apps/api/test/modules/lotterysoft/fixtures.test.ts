import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, localDateOf, ticketCodeFrom } from '@tiraj/domain';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../src/auth/tokens.ts';
import { blockNumbers, sessions } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import {
  closedCategory,
  createCompany,
  createLotteryCategory,
  createUser,
  imeiOf,
  insertLimit,
  insertTicket,
  openCategory,
  PASSWORD,
  signIn,
  unique,
} from '../../support/factories.ts';
import { lotterySoftDevice, setLotterySoftDevices } from '../../support/lotterysoft-device.ts';
import {
  at,
  expected,
  filled,
  readDeviceFixtures,
  send,
  type Values,
} from '../../support/lotterysoft-fixtures.ts';
import { APP_REQUESTS, differencesFromApp } from '../../support/lotterysoft-requests.ts';
import { postResult } from '../../support/results.ts';
import { TZ } from '../../support/zone.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

/**
 * One bank that lets its devices in, and what the fixtures name: a draw open now (BLT 13 blocked,
 * BLT limited to 30 HTG a number), a closed one, a past drawn one where the seller won at Tiraj's
 * point of sale (so its ticket has no LotterySoft number), a locked seller, a company switched off.
 */
async function setUp(): Promise<Values> {
  const admin = await signIn(app, await createUser(db, 'admin', null));
  const bank = await createCompany(db);
  await setLotterySoftDevices(db, bank.company.id, true);
  const locked = await createUser(db, 'seller', bank.company.id, {
    isActive: false,
    imei: unique('imei'),
  });
  const off = await createCompany(db, { isActive: false });
  await setLotterySoftDevices(db, off.company.id, true);

  const draw = await openCategory(db);
  await db.insert(blockNumbers).values({
    companyId: bank.company.id,
    lotteryCategoryId: draw.id,
    gameCategory: 'BLT',
    number: '13',
  });
  await insertLimit(db, bank.company.id, draw.id, 'all', [{ gameCategory: 'BLT', limitsButs: 30 }]);
  const closed = await closedCategory(db);

  const drawnDate = addDays(localDateOf(new Date(), TZ), -3);
  const drawn = await createLotteryCategory(db, { name: unique('Drawn') });
  const won = await insertTicket(db, {
    companyId: bank.company.id,
    sellerId: bank.seller.id,
    lotteryCategoryId: drawn.id,
    drawDate: drawnDate,
    ticketCode: ticketCodeFrom(randomBytes(8)),
    lines: [{ game: 'BLT', number: '27', amount: 10 }],
  });
  await postResult(app, admin, drawn.name, drawnDate, {
    first: '27',
    second: '44',
    third: '61',
    l3c: '827',
  });

  // A device session of the seller that has since expired (never used, so no cache holds it).
  const imei = await imeiOf(db, bank.seller.id);
  const expired = String((await lotterySoftDevice(app).signIn(imei)).body.token);
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expired)));

  return {
    imei,
    expiredToken: expired,
    password: PASSWORD,
    sellerId: bank.seller.id,
    userName: bank.seller.userName,
    companyId: bank.company.id,
    companyName: bank.company.name,
    lockedImei: await imeiOf(db, locked.id),
    offImei: await imeiOf(db, off.seller.id),
    drawId: draw.id,
    drawName: draw.name,
    drawDate: draw.drawDate,
    startTime: draw.startTime,
    endTime: draw.endTime,
    closedName: closed.name,
    drawnName: drawn.name,
    drawnDate,
    wonTicketId: won.id,
  };
}

describe('the fixtures send exactly what the app sends', () => {
  it('covers every call D1–D14, each request in the app’s own shape and no more', () => {
    const fixtures = readDeviceFixtures();
    expect([...new Set(fixtures.map((f) => f.fixture.call))].sort()).toEqual(
      Object.keys(APP_REQUESTS).sort(),
    );
    for (const { file, fixture } of fixtures) expect(differencesFromApp(fixture), file).toEqual([]);
  });

  it('would catch a fixture that strays from the app', () => {
    const fixtureOf = (call: string) => {
      const found = readDeviceFixtures().find((f) => f.fixture.call === call)?.fixture;
      if (!found) throw new Error(`No fixture of ${call}`);
      return found;
    };
    const replay = fixtureOf('D14');
    const body = z.record(z.string(), z.unknown()).parse(replay.request.body);
    const typedAsNumber = { ...replay.request, body: { ...body, tId: 1 } };
    expect(differencesFromApp({ ...replay, request: typedAsNumber })).not.toEqual([]);
    const extraField = { ...replay.request, body: { ...body, sellerId: 'x' } };
    expect(differencesFromApp({ ...replay, request: extraField })).not.toEqual([]);
    const remove = fixtureOf('D12');
    const asJson = { ...remove.request, encoding: 'json' as const };
    expect(differencesFromApp({ ...remove, request: asJson })).not.toEqual([]);
  });
});

describe('LotterySoft’s calls, replayed from the protocol’s fixtures', () => {
  it('answers each fixture, in order, as the document says', async () => {
    const values = await setUp();
    const fixtures = readDeviceFixtures();
    expect(new Set(fixtures.map((f) => f.fixture.call)).size).toBe(14);
    for (const { file, fixture } of fixtures) {
      const token = fixture.request.token ? filled(fixture.request.token, values) : values.token;
      const device = lotterySoftDevice(
        app,
        fixture.request.auth && token !== undefined ? String(token) : undefined,
      );
      const answer = await send(device, fixture, values);
      expect(answer.status, file).toBe(fixture.expect.status);
      expect(answer.body, file).toEqual(expected(filled(fixture.expect.body, values)));
      for (const [name, path] of Object.entries(fixture.capture ?? {}))
        values[name] = at(answer.body, path);
    }
  });
});
