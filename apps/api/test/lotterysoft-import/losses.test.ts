import { eq, sql } from 'drizzle-orm';
import { ObjectId } from 'bson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  companies,
  lotterySoftCounters,
  serverSettings,
  tickets,
  users,
} from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { importLotterySoft, ImportStopped } from '../../src/lotterysoft-import/import.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { lotterySoftDevice } from '../support/lotterysoft-device.ts';
import { DAY2, lotterySoftDump, OLD_PASSWORD, writeDump } from './dump.ts';

const HAITI = 'America/Port-au-Prince';
let app: App;
let db: Db;

beforeAll(async () => {
  ({
    app,
    ctx: { db },
  } = await testApp());
});

const counts = async () => {
  const n = async (
    table: typeof tickets | typeof users | typeof companies | typeof serverSettings,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await n(companies), await n(users), await n(tickets), await n(serverSettings)];
};

const freshDump = async (options: { duplicateDevice?: boolean } = {}) => {
  const takenName = (await createCompany(db)).seller.userName;
  return lotterySoftDump(unique('p'), { ...options, takenName });
};

describe('the report of losses, --dry-run, the JSON-lines dump', () => {
  it('a dry run writes nothing and reports what the import would do, proof included', async () => {
    const { dump, names } = await freshDump();
    const before = await counts();
    const report = await importLotterySoft(db, writeDump(dump, 'json'), {
      dryRun: true,
      timeZone: HAITI,
    });
    expect(await counts()).toEqual(before);
    expect(Object.fromEntries(report.counts)).toMatchObject({
      companies: 2,
      sellers: 4,
      supervisors: 1,
      tickets: 3,
      'tickets (deleted)': 1,
      results: 3,
      'draws settled': 3,
    });
    expect(report.renamed).toHaveLength(2);
    expect(report.unmatchedSupervisors).toHaveLength(1);
    expect(report.unknownHashes).toHaveLength(1);
    expect([...report.missingDraws.keys()]).toEqual([names.gone]);
    expect(report.perNumberLimits).toHaveLength(1);
    expect(report.proof).toHaveLength(3);
    expect(report.proofDifferences).toEqual([]);
    // Without --unpaid-since every old winner would be marked paid out.
    expect([report.paidOut, report.payable]).toEqual([3, 0]);
    const text = report.text(['# test']);
    expect(text).toContain('## User names already taken: renamed');
    expect(text).toContain('3 seller-days compared, 0 differ');
  });

  it('imports the JSON-lines (mongoexport) dump as the BSON one', async () => {
    const { dump, names } = await freshDump();
    const report = await importLotterySoft(db, writeDump(dump, 'json'), {
      dryRun: false,
      unpaidSince: DAY2,
      timeZone: HAITI,
    });
    expect(report.counts.get('tickets')).toBe(3);
    expect(report.proofDifferences).toEqual([]);
    const [a1] = await db.select().from(users).where(eq(users.userName, names.a1));
    expect(a1?.imei).toBe(`imei-a1-${names.a1.slice(3)}`);
  });

  it('stops on a device id held twice, writing nothing; a dry run lists it', async () => {
    const { dump, imei } = await freshDump({ duplicateDevice: true });
    const dir = writeDump(dump, 'bson');
    const before = await counts();
    const stopped = await importLotterySoft(db, dir, { dryRun: false, timeZone: HAITI }).catch(
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(ImportStopped);
    expect((stopped as ImportStopped).report.duplicateDevices).toEqual([
      expect.stringContaining(`${imei.a1}:`),
    ]);
    expect(await counts()).toEqual(before);
    const dry = await importLotterySoft(db, dir, { dryRun: true, timeZone: HAITI });
    expect(dry.duplicateDevices).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('a device id a Tiraj seller already has is a duplicate too', async () => {
    const { dump, imei } = await freshDump();
    const holder = await createCompany(db);
    await db.update(users).set({ imei: imei.b1 }).where(eq(users.id, holder.seller.id));
    await expect(
      importLotterySoft(db, writeDump(dump, 'bson'), { dryRun: false, timeZone: HAITI }),
    ).rejects.toBeInstanceOf(ImportStopped);
  });
});

describe('--company', () => {
  it('imports one company, its people and tickets only; an unknown name is refused', async () => {
    const { dump, names } = await freshDump();
    const dir = writeDump(dump, 'bson');
    await expect(
      importLotterySoft(db, dir, { dryRun: true, company: 'No such bank', timeZone: HAITI }),
    ).rejects.toThrow(/No company "No such bank" in the dump/);
    const report = await importLotterySoft(db, dir, {
      dryRun: false,
      company: names.companyB.toUpperCase(),
      timeZone: HAITI,
    });
    expect(Object.fromEntries(report.counts)).toMatchObject({
      companies: 1,
      sellers: 2,
      tickets: 1,
    });
    expect(report.counts.get('admins')).toBeUndefined();
    const [a] = await db.select().from(companies).where(eq(companies.name, names.companyA));
    expect(a).toBeUndefined();
    expect(report.proof.map((p) => p.company)).toEqual([names.companyB]);
  });
});

describe('tickets of the import day', () => {
  it('count nowhere yet but say so, and the device goes on from their numbers', async () => {
    const { dump, names, ids } = await freshDump();
    const sold = dump.tickets!.find((t) => t.ticketId === 1 && String(t.seller) === ids.a1)!;
    dump.tickets!.push({ ...sold, _id: new ObjectId(), ticketId: 7, date: new Date() });
    const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
      dryRun: false,
      timeZone: HAITI,
    });
    expect(report.other).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${names.ny} .*: not drawn yet; its imported tickets count in no limit total`),
      ),
    );
    const [a1] = await db.select().from(users).where(eq(users.userName, names.a1));
    const counters = await db
      .select()
      .from(lotterySoftCounters)
      .where(eq(lotterySoftCounters.sellerId, a1!.id));
    expect(counters.map((c) => c.lastNumber)).toEqual([7]);
  });
});

describe('sellers sign in with their LotterySoft passwords', () => {
  let names: ReturnType<typeof lotterySoftDump>['names'];
  let imei: ReturnType<typeof lotterySoftDump>['imei'];
  beforeAll(async () => {
    const built = await freshDump();
    ({ names, imei } = built);
    await importLotterySoft(db, writeDump(built.dump, 'bson'), { dryRun: false, timeZone: HAITI });
  });
  const hashOf = async (userName: string) =>
    (await db.select().from(users).where(eq(users.userName, userName)))[0]!.passwordHash;
  const signIn = (userName: string, password: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { userName, password, ...(device ? { imei: device } : {}) },
    });

  it('a wrong password is refused and leaves the bcrypt hash as it was', async () => {
    const response = await signIn(names.supervisor, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(await hashOf(names.supervisor)).toMatch(/^\$2[ab]\$/);
  });

  it('the old password signs in once through bcrypt and leaves an argon2id hash', async () => {
    const first = await signIn(names.supervisor, OLD_PASSWORD);
    expect(first.statusCode).toBe(200);
    const upgraded = await hashOf(names.supervisor);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    const again = await signIn(names.supervisor, OLD_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(await hashOf(names.supervisor)).toBe(upgraded);
  });

  it('from the LotterySoft app: the seller signs in by device ID with its old password', async () => {
    const answer = await lotterySoftDevice(app).signIn(imei.a1, OLD_PASSWORD);
    expect(answer.body).toMatchObject({ success: true, userName: names.a1 });
    expect(await hashOf(names.a1)).toMatch(/^\$argon2id\$/);
  });

  it('an unknown hash signs in with nothing', async () => {
    const response = await signIn(`${names.a1}-2`, 'e10adc3949ba59abbe56e057f20f883e');
    expect(response.statusCode).toBe(401);
  });
});
