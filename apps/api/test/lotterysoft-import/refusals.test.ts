import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { ObjectId } from 'bson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { limits, ticketLines, tickets, users } from '../../src/db/schema/index.ts';
import { failureLine } from '../../src/lotterysoft-import/failure.ts';
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

describe('a refused import says why, in one line', () => {
  const cwd = fileURLToPath(new URL('../../../../', import.meta.url));
  /** A dump the database refuses: a user name PostgreSQL cannot store (a NUL character). */
  const refusedDump = async () => {
    const { dump, names } = await freshDump();
    dump.users!.find((u) => u.userName === names.a2)!.userName = `a2\u0000${names.a2}`;
    return writeDump(dump, 'bson');
  };
  const expectOneLine = (line: string) => {
    expect(line.split('\n')).toHaveLength(1);
    expect(line.length).toBeLessThanOrEqual(400);
    expect(line).not.toMatch(/\$2[aby]\$/); // no bcrypt hash
    expect(line).not.toMatch(/insert into|params:|Failed query/i); // no raw query
    expect(line).toMatch(
      /^The database refused the import writing users: .*0x00.*Nothing was written\.$/,
    );
  };

  it('the cause and the table, never the query nor a hash', async () => {
    const error: unknown = await importLotterySoft(db, await refusedDump(), {
      dryRun: false,
      timeZone: HAITI,
    }).catch((e: unknown) => e);
    expect(String((error as Error).message)).toMatch(/\$2[aby]\$/); // what used to be printed
    expectOneLine(failureLine(error));
  });

  it('npm run import:lotterysoft prints that line and exits 1', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tiraj-import-')),
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL; // the embedded database, whatever the suite runs on
    const dir = await refusedDump();
    const run = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/lotterysoft-import/cli.ts',
        dir,
        '--report',
        join(dir, 'r.txt'),
      ],
      { env, cwd },
    ).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(run.code).toBe(1);
    expectOneLine(run.stderr.trim());
  }, 120_000); // the command migrates a fresh embedded database first
});

describe('limits Tiraj cannot hold', () => {
  it('a negative limit in the dump is reported, not written; the entries beside it are', async () => {
    const { dump, names } = await freshDump();
    const [a2Doc] = dump.users!.filter((u) => u.userName === names.a2);
    const [a] = dump.users!.filter((u) => u.companyName === names.companyA);
    dump.limits!.push({
      _id: new ObjectId(),
      subAdmin: a!._id,
      lotteryCategoryName: names.ny,
      seller: a2Doc!._id,
      limits: [
        { gameCategory: 'BLT', limitsButs: -100 },
        { gameCategory: 'L3C', limitsButs: '50' },
      ],
    });
    const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
      dryRun: false,
      timeZone: HAITI,
    });
    const [a2] = await db.select().from(users).where(eq(users.userName, names.a2));
    const [limit] = await db.select().from(limits).where(eq(limits.ownerId, a2!.id));
    expect(limit!.limits.filter((e) => e.limitsButs !== null)).toEqual([
      { gameCategory: 'L3C', limitsButs: 50 },
    ]);
    expect(report.perNumberLimits).toContainEqual(
      `${names.companyA} limit of ${names.ny} (seller ${names.a2}): BLT at -100 HTG: A limit must be a whole number of HTG, 0 or more, or empty for no limit (not imported)`,
    );
  });
});
