import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { tickets, users } from '../../src/db/schema/index.ts';
import { importLotterySoft } from '../../src/lotterysoft-import/import.ts';
import type { ImportReport } from '../../src/lotterysoft-import/report.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { DAY1, DAY2, lotterySoftDump, writeDump } from './dump.ts';

const HAITI = 'America/Port-au-Prince';
let db: Db;
let built: ReturnType<typeof lotterySoftDump>;
let report: ImportReport;

beforeAll(async () => {
  ({
    ctx: { db },
  } = await testApp());
  const takenName = (await createCompany(db)).seller.userName;
  built = lotterySoftDump(unique('p'), { takenName, midnight: true });
  report = await importLotterySoft(db, writeDump(built.dump, 'bson'), {
    dryRun: false,
    unpaidSince: DAY2,
    timeZone: HAITI,
  });
});

const ticketsOf = async (...names: string[]) => {
  const sellers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.userName, names));
  return db
    .select()
    .from(tickets)
    .where(
      and(
        inArray(
          tickets.sellerId,
          sellers.map((s) => s.id),
        ),
        isNull(tickets.deletedAt),
      ),
    )
    .orderBy(tickets.drawDate, tickets.totalAmount);
};

describe('LotterySoft days: tickets and results stored at 00:00Z', () => {
  it("a ticket's draw day is its stored date's UTC day (not the evening before in Haiti); createdAt is its sale time", async () => {
    const rows = await ticketsOf(built.names.a1, built.names.a2);
    expect(rows.map((t) => [t.drawDate, t.soldAt.toISOString()])).toEqual([
      [DAY1, `${DAY1}T13:30:00.000Z`],
      [DAY2, `${DAY2}T13:30:00.000Z`],
    ]);
    expect(report.other).not.toContainEqual(expect.stringContaining('LotterySoft has no result'));
  });

  it('old winners are settled with their day’s result and marked paid out by draw day (--unpaid-since)', async () => {
    const { names } = built;
    const [a1] = await db.select().from(users).where(eq(users.userName, names.a1));
    const rows = await ticketsOf(names.a1, names.a2);
    expect(rows.map((t) => [t.drawDate, t.paidAmount, t.paidOutAmount])).toEqual([
      [DAY1, 540000, 540000], // a1's DAY1 winner, before --unpaid-since: marked paid out
      [DAY2, 120000, null], // a2's DAY2 winner, from --unpaid-since on: payable
    ]);
    expect(rows[0]!.sellerId).toBe(a1!.id);
    expect([report.paidOut, report.payable]).toEqual([2, 1]);
  });

  it('the money proof agrees, per seller and draw day', () => {
    expect(report.proofDifferences).toEqual([]);
    expect(report.proof.map((p) => p.day).sort()).toEqual([DAY1, DAY1, DAY2]);
  });
});
