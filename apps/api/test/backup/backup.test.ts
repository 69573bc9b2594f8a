import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { backupAndRotate, rotateBackups, scheduleBackups } from '../../src/backup/schedule.ts';
import { restoreBackup, RestoreRefused } from '../../src/backup/restore.ts';
import { writeBackup } from '../../src/backup/write.ts';
import { configFrom } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { testApp } from '../support/app.ts';
import { testBackupKey as key } from '../support/backup-key.ts';
import { scratchDirs } from '../support/scratch.ts';
import { bearer, insertLimit, shop, signedInSeller } from '../support/factories.ts';
import { onPostgres, postgresForTest } from '../support/postgres.ts';
import { sell } from '../support/sales.ts';

const { app, ctx } = await testApp();
// Registered after the server's, as before: see scratchDirs.
const scratch = scratchDirs('tiraj-backup-test-');

/** An empty database of the same kind as the suite's: a fresh PostgreSQL database, or PGlite on disk. */
async function emptyTarget(): Promise<Database> {
  const target = onPostgres()
    ? await openDatabase({
        databaseUrl: await postgresForTest(),
        dataDir: scratch(),
        migrate: false,
      })
    : await openDatabase({ dataDir: scratch(), migrate: false });
  afterAll(() => target.close());
  return target;
}

/** A company's rows in the tables a sale writes, as PostgreSQL's own JSON: exact to the centime and the microsecond. */
async function companyRows(database: Database, companyId: string) {
  const rows = async (table: string, order: string) =>
    (
      await database.rows<{ r: string }>(
        sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t where company_id = ${companyId} order by ${sql.raw(order)}`,
      )
    ).map((row) => row.r);
  return {
    tickets: await rows('tickets', 'id'),
    lines: await rows('ticket_lines', 'id'),
    totals: await rows('limit_totals', 'draw_date, game_category, number, scope_key'),
    people: await rows('users', 'id'),
  };
}

/** The company's running totals (BLT, "all" scope) must be the sum of its BLT lines: a torn copy would differ. */
async function totalsMatchLines(database: Database, companyId: string) {
  const [sums] = await database.rows<{ lines: string; totals: string }>(sql`
    select (select coalesce(sum(amount), 0)::text from ticket_lines l join tickets t on t.id = l.ticket_id
              where l.company_id = ${companyId} and l.game_category = 'BLT' and t.deleted_at is null) as lines,
           (select coalesce(sum(total), 0)::text from limit_totals
              where company_id = ${companyId} and game_category = 'BLT' and scope_key = 'all') as totals`);
  return sums!;
}

async function saleReport(database: Database, subadminToken: string, drawDate: string) {
  const restored = await buildApp(
    configFrom({ LOG_LEVEL: 'silent', DATA_DIR: scratch(), WEB_DIST: '/nonexistent' }),
    database,
  );
  try {
    const response = await restored.app.inject({
      method: 'GET',
      url: '/api/subadmin/getsalereports',
      query: { fromDate: drawDate, toDate: drawDate },
      headers: bearer(subadminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().totals;
  } finally {
    await restored.app.close();
  }
}

/** A shop with two sellers (their tokens in `tokens`) and an All limit on BLT, so totals are kept. */
async function twoSellerShop() {
  const s = await shop(app, ctx.db);
  const second = await signedInSeller(app, ctx.db, s.company.id);
  await insertLimit(ctx.db, s.company.id, s.category.id, 'all', [
    { gameCategory: 'BLT', limitsButs: 100_000 },
  ]);
  const tokens = [s.tokens.seller, second.token];
  return { companyId: s.company.id, tokens, category: s.category, subadmin: s.tokens.subadmin };
}

async function sellMany(tokens: string[], categoryId: string, each: number) {
  await Promise.all(
    tokens.map(async (token, seller) => {
      for (let i = 0; i < each; i++) {
        const sold = await sell(app, token, categoryId, [
          {
            gameCategory: 'BLT',
            number: String((i * 7 + seller) % 100).padStart(2, '0'),
            amount: 10 + i,
          },
          { gameCategory: 'MRG', number: '12x34', amount: 2.5 },
        ]);
        expect(sold.statusCode, sold.body).toBe(200);
      }
    }),
  );
}

// Each restore here makes a new on-disk embedded database and runs every migration inside the
// restore's one transaction: ~10 s alone, past 30 s when the machine's two cores are shared.
describe('backup and restore', { timeout: 90_000 }, () => {
  it('a backup taken while sales go on restores every ticket, line and total as at its snapshot', async () => {
    const s = await twoSellerShop();
    await sellMany(s.tokens, s.category.id, 3);
    const file = join(scratch(), 'under-load.jsonl.gz');
    const [summary] = await Promise.all([
      writeBackup(ctx.database, file, { key }),
      sellMany(s.tokens, s.category.id, 8),
    ]);
    expect(summary.rows.tickets).toBeGreaterThanOrEqual(6);

    const target = await emptyTarget();
    await restoreBackup(target, file, { key });
    const source = await companyRows(ctx.database, s.companyId);
    const restored = await companyRows(target, s.companyId);
    // Every ticket and line copied is the source's, to the byte; those sold after the snapshot are simply absent.
    expect(restored.tickets.length).toBeGreaterThanOrEqual(6);
    for (const ticket of restored.tickets) expect(source.tickets).toContain(ticket);
    for (const line of restored.lines) expect(source.lines).toContain(line);
    expect(restored.lines).toHaveLength(restored.tickets.length * 2);
    // One instant: the running totals are exactly those of the tickets in the copy.
    const sums = await totalsMatchLines(target, s.companyId);
    expect(sums.totals).toBe(sums.lines);
    expect(Number(sums.lines)).toBeGreaterThan(0);
    const report = await saleReport(target, s.subadmin, s.category.drawDate);
    const [all] = await target.rows<{ sum: string }>(
      sql`select sum(amount)::text as sum from ticket_lines where company_id = ${s.companyId} and not bonus`,
    );
    expect(Math.round(report.sum * 100)).toBe(Number(all!.sum)); // stored in centimes
  });

  it('a backup of a quiet database restores it equal to the source: tickets, people, totals, reports', async () => {
    const s = await twoSellerShop();
    await sellMany(s.tokens, s.category.id, 4);
    const filesDir = scratch();
    writeFileSync(join(filesDir, 'logo.png'), 'not really a png');
    const file = join(scratch(), 'quiet.jsonl.gz');
    await writeBackup(ctx.database, file, { filesDir, key });

    const target = await emptyTarget();
    const restoredFiles = join(scratch(), 'files');
    const done = await restoreBackup(target, file, { filesDir: restoredFiles, key });
    expect(done.files).toBe(1);
    expect(readFileSync(join(restoredFiles, 'logo.png'), 'utf8')).toBe('not really a png');
    expect(await companyRows(target, s.companyId)).toEqual(
      await companyRows(ctx.database, s.companyId),
    );
    expect(await saleReport(target, s.subadmin, s.category.drawDate)).toEqual(
      await saleReport(ctx.database, s.subadmin, s.category.drawDate),
    );
    // The restored database is usable: a new sale goes through on it.
    const [level] = await target.rows<{ n: string }>(
      sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
    );
    const [sourceLevel] = await ctx.database.rows<{ n: string }>(
      sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
    );
    expect(level!.n).toBe(sourceLevel!.n);
    // Migrations hold no function: the restore applies them (db/functions/).
    const [sell] = await target.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_proc where proname = 'tiraj_sell'`,
    );
    expect(sell!.n).toBe(1);
  });

  it('refuses to restore into a database that is not empty, and changes nothing', async () => {
    const s = await twoSellerShop();
    await sellMany(s.tokens.slice(0, 1), s.category.id, 1);
    const file = join(scratch(), 'refused.jsonl.gz');
    await writeBackup(ctx.database, file, { key });
    const before = await companyRows(ctx.database, s.companyId);
    await expect(restoreBackup(ctx.database, file, { key })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(ctx.database, file, { key })).rejects.toThrow(
      /not empty|already holds/,
    );
    expect(await companyRows(ctx.database, s.companyId)).toEqual(before);
  });

  it('refuses a backup cut short (no end mark), restoring nothing', async () => {
    const file = join(scratch(), 'whole.jsonl.gz');
    await writeBackup(ctx.database, file, { key });
    const text = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const cut = join(scratch(), 'cut.jsonl.gz');
    writeFileSync(cut, (await import('node:zlib')).gzipSync(text.slice(0, -1).join('\n') + '\n'));
    const target = await emptyTarget();
    await expect(restoreBackup(target, cut, { key })).rejects.toThrow(/incomplete/);
  });
});

describe('scheduled backups', () => {
  it('keeps the last BACKUP_KEEP backups, named by time, and leaves other files alone', async () => {
    const dir = scratch();
    const old = [
      '2026-01-01T00-00-00Z',
      '2026-01-02T00-00-00Z',
      '2026-01-03T00-00-00Z',
      '2026-01-04T00-00-00Z',
    ];
    for (const at of old) writeFileSync(join(dir, `tiraj-backup-${at}.jsonl.gz`), 'old');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const summary = await backupAndRotate(
      ctx.database,
      { dir, keep: 3, key: () => key },
      new Date('2026-02-01T10:20:30Z'),
    );
    expect(summary.file).toBe(join(dir, 'tiraj-backup-2026-02-01T10-20-30Z.jsonl.gz'));
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'tiraj-backup-2026-01-03T00-00-00Z.jsonl.gz',
      'tiraj-backup-2026-01-04T00-00-00Z.jsonl.gz',
      'tiraj-backup-2026-02-01T10-20-30Z.jsonl.gz',
    ]);
    expect(rotateBackups(dir, 1)).toHaveLength(2);
    // No half file is ever left under a backup's name.
    expect(readdirSync(dir).filter((n) => n.includes('partial'))).toEqual([]);
  });
});

describe('the server backing itself up every BACKUP_EVERY_HOURS', () => {
  it('writes a backup each period and keeps the newest BACKUP_KEEP', async () => {
    const dir = scratch();
    const written: string[] = [];
    const failed: string[] = [];
    // 0.0003 h ≈ 1.1 s: each backup lands in its own second, so has its own name.
    const stop = scheduleBackups(
      ctx.database,
      { dir, keep: 2, everyHours: 0.0003, key: () => key },
      { info: (t) => written.push(t), error: (t) => failed.push(t) },
    );
    try {
      await expect.poll(() => written.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      await stop();
    }
    expect(failed).toEqual([]);
    expect(written.length).toBeGreaterThanOrEqual(3);
    const kept = readdirSync(dir);
    expect(kept).toHaveLength(2);
    for (const name of kept) expect(name).toMatch(/^tiraj-backup-.*Z\.jsonl\.gz$/);
  });
});
