import { eq, sql } from 'drizzle-orm';
import { ObjectId } from 'bson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { ticketLines, tickets, users } from '../../src/db/schema/index.ts';
import { importLotterySoft } from '../../src/lotterysoft-import/import.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { DAY1, lotterySoftDump, writeDump } from './dump.ts';

const HAITI = 'America/Port-au-Prince';
let db: Db;

beforeAll(async () => {
  ({
    ctx: { db },
  } = await testApp());
});

const freshDump = async () =>
  lotterySoftDump(unique('p'), { takenName: (await createCompany(db)).seller.userName });

describe('one ticket does not stop a bank', () => {
  it('a 10,000-line ticket is imported whole, settled, reported, and the import goes on', async () => {
    const { dump, names, ids } = await freshDump();
    const sold = dump.tickets!.find((t) => t.ticketId === 1 && String(t.seller) === ids.a1)!;
    // 10,000 lines of 1 HTG: BLT 00–99, 100 times over; the day's lots 12, 34, 56 pay × 60, 20, 10.
    const numbers = Array.from({ length: 10_000 }, (_, i) => ({
      _id: new ObjectId(),
      gameCategory: 'BLT',
      number: String(i % 100).padStart(2, '0'),
      amount: 1,
      bonus: false,
    }));
    dump.tickets!.push({ ...sold, _id: new ObjectId(), ticketId: 3, numbers });
    const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
      dryRun: false,
      timeZone: HAITI,
    });
    expect(report.counts.get('tickets')).toBe(4);
    expect(report.other).toContainEqual(
      `${names.companyA} Ticket 3 of ${names.a1}, ${names.ny} ${DAY1}: 10000 lines (Tiraj's sale takes at most 100 a ticket): imported as sold`,
    );
    const [a1] = await db.select().from(users).where(eq(users.userName, names.a1));
    const [big] = await db
      .select()
      .from(tickets)
      .where(sql`${tickets.sellerId} = ${a1!.id} and ${tickets.lotterySoftNumber} = 3`);
    expect([big!.totalAmount, big!.paidAmount]).toEqual([1_000_000, 100 * 100 * (60 + 20 + 10)]);
    const [lines] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, big!.id));
    expect(lines!.n).toBe(10_000);
    expect(report.proofDifferences).toEqual([]);
  });
});
