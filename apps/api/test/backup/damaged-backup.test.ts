import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readBackup } from '../../src/backup/read.ts';
import { restoreIntoDataDir } from '../../src/backup/restore-data-dir.ts';
import { restoreBackup, RestoreRefused } from '../../src/backup/restore.ts';
import { writeBackup } from '../../src/backup/write.ts';
import { configFrom } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { RESTORE_MARKER } from '../../src/db/unfinished-restore.ts';
import { testApp } from '../support/app.ts';
import { shop } from '../support/factories.ts';
import { onPostgres, postgresForTest } from '../support/postgres.ts';
import { sell } from '../support/sales.ts';
import { scratchDirs } from '../support/scratch.ts';

const { app, ctx } = await testApp();
const scratch = scratchDirs('tiraj-damaged-backup-');

// A company with sold tickets, one of them paid 500 HTG, backed up once: the files below are damaged copies of it.
const s = await shop(app, ctx.db);
for (const number of ['11', '22', '33']) {
  const sold = await sell(app, s.tokens.seller, s.category.id, [
    { gameCategory: 'BLT', number, amount: 25 },
  ]);
  expect(sold.statusCode, sold.body).toBe(200);
}
const [paid] = await ctx.database.rows<{ id: string }>(sql`
  update tickets set paid_amount = 50000 where id = (
    select id from tickets where company_id = ${s.company.id} order by id limit 1) returning id`);
const good = join(scratch(), 'good.jsonl.gz');
await writeBackup(ctx.database, good);
const goodLines = gunzipSync(readFileSync(good)).toString().split('\n').slice(0, -1);

/** A copy of the good backup with its lines changed; `reseal` writes an end mark that matches them. */
function copyWith(name: string, change: (lines: string[]) => string[], reseal = false) {
  let lines = change([...goodLines]);
  if (reseal) {
    const body = lines.slice(0, -1);
    const rows: Record<string, number> = {};
    for (const line of body) {
      const table = (JSON.parse(line) as { t?: string }).t;
      if (table) rows[table] = (rows[table] ?? 0) + 1;
    }
    const end = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    const sha256 = createHash('sha256')
      .update(body.map((l) => `${l}\n`).join(''))
      .digest('hex');
    lines = [...body, JSON.stringify({ ...end, rows, sha256 })];
  }
  const file = join(scratch(), name);
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
  return file;
}

const isTicket = (line: string, id: string) =>
  line.startsWith('{"t":"tickets"') && line.includes(`"id":"${id}"`);
const tampered = copyWith('tampered.jsonl.gz', (lines) =>
  lines.map((line) => {
    if (!isTicket(line, paid!.id)) return line;
    const row = JSON.parse(line) as { t: string; r: { paid_amount: number } };
    row.r.paid_amount += 100_000; // + 1,000 HTG, in centimes
    return JSON.stringify(row);
  }),
);
const lineOfTicket = goodLines.findIndex((line) => line.startsWith('{"t":"ticket_lines"'));
const rowRemoved = copyWith('row-removed.jsonl.gz', (lines) =>
  lines.filter((_, i) => i !== lineOfTicket),
);
const wholeBytes = readFileSync(good);
const truncated = [0.3, 0.6, 0.9].map((part, i) => {
  const file = join(scratch(), `truncated-${i}.jsonl.gz`);
  writeFileSync(file, wholeBytes.subarray(0, Math.floor(wholeBytes.length * part)));
  return file;
});
const truncatedAtEnd = join(scratch(), 'truncated-end.jsonl.gz');
writeFileSync(truncatedAtEnd, wholeBytes.subarray(0, wholeBytes.length - 4));
// Counts and digest agree, but a ticket is missing under its lines: only the database can tell.
const forged = copyWith(
  'forged.jsonl.gz',
  (lines) => lines.filter((line) => !isTicket(line, paid!.id)),
  true,
);

// Digest and counts agree, but a ticket's row stands after the other tables' rows: put together by hand.
const reordered = copyWith(
  'reordered.jsonl.gz',
  (lines) => {
    const [moved] = lines.splice(
      lines.findIndex((line) => line.startsWith('{"t":"tickets"')),
      1,
    );
    lines.splice(-1, 0, moved!);
    return lines;
  },
  true,
);

const damaged: [string, string, RegExp][] = [
  ...[...truncated, truncatedAtEnd].map((file, i): [string, string, RegExp] => [
    `truncated (${i + 1})`,
    file,
    /cut short|incomplete/,
  ]),
  ['tampered: a paid amount + 1,000 HTG', tampered, /does not match the digest/],
  ['a row removed', rowRemoved, /ticket_lines has \d+ rows, the end mark says \d+/],
  ['a row out of its table', reordered, /rows of table tickets are not together/],
];

/** A refusal an operator can read: one short line, no stack, no row of the file. */
function expectShort(message: string) {
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(/\n|\s+at \S+ \(|"r":|company_id|\{"/);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as Error).message;
}

/** An empty target of the suite's kind, shared: every refusal must leave it as it was, and usable. */
const target: Database = onPostgres()
  ? await openDatabase({ databaseUrl: await postgresForTest(), dataDir: scratch(), migrate: false })
  : await openDatabase({ dataDir: scratch(), migrate: false });
afterAll(() => target.close());
/** Every relation of the target (tables, sequences, indexes) but the system's. */
const targetState = () =>
  target.rows<{ name: string }>(sql`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') order by 1`);
const tickets = (db: Database) =>
  db.rows<{ r: string }>(
    sql`select row_to_json(t)::text as r from tickets t where company_id = ${s.company.id} order by id`,
  );

describe('a damaged backup is refused, and the target is left as it was', () => {
  it.each(damaged)('%s: refused by the check, with a short message', async (_, file, why) => {
    const message = await refusal(readBackup(file));
    expect(message).toMatch(why);
    expectShort(message);
  });

  it.each([...damaged, ['forged: a ticket missing under its lines', forged, /foreign key/]])(
    '%s: the restore refuses it and the target database is unchanged',
    async (_, file, why) => {
      const before = await targetState();
      const message = await refusal(restoreBackup(target, file as string));
      expect(message).toMatch(why as RegExp);
      expectShort(message);
      expect(await targetState()).toEqual(before); // not even migrated: no tables at all
    },
  );

  it.each([...damaged, ['forged: a ticket missing under its lines', forged, /foreign key/]])(
    '%s: restored into DATA_DIR, it leaves DATA_DIR as it was (empty, no marker)',
    async (_, file, why) => {
      const dataDir = scratch();
      const message = await refusal(restoreIntoDataDir(dataDir, file as string));
      expect(message).toMatch(why as RegExp);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('after those refusals, the good backup restores into the same target', async () => {
    await restoreBackup(target, good);
    expect(await tickets(target)).toEqual(await tickets(ctx.database));
  });

  it('the good backup restores into DATA_DIR: its tickets as they were, no marker left', async () => {
    const dataDir = scratch();
    const done = await restoreIntoDataDir(dataDir, good);
    expect(done.checked.digestChecked).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
    const restored = await openDatabase({ dataDir });
    try {
      expect(await tickets(restored)).toEqual(await tickets(ctx.database));
    } finally {
      await restored.close();
    }
  });
});

describe('a backup written before the digest (format 1)', () => {
  const formatOne = copyWith('format-1.jsonl.gz', (lines) => {
    const header = { ...(JSON.parse(lines[0]!) as object), version: 1 };
    const { rows, files } = JSON.parse(lines.at(-1)!) as { rows: object; files: number };
    return [
      JSON.stringify(header),
      ...lines.slice(1, -1),
      JSON.stringify({ end: true, rows, files }),
    ];
  });

  it('is read, its counts checked, and said not to have had its content checked', async () => {
    const checked = await readBackup(formatOne);
    expect(checked.digestChecked).toBe(false);
    const { rows } = JSON.parse(goodLines.at(-1)!) as { rows: Record<string, number> };
    expect(checked.rows).toEqual(Object.fromEntries(Object.entries(rows).filter(([, n]) => n)));
    const cut = copyWith('format-1-cut.jsonl.gz', () =>
      gunzipSync(readFileSync(formatOne)).toString().split('\n').slice(0, -2),
    );
    expect(await refusal(readBackup(cut))).toMatch(/incomplete/);
  });
});

describe('a restore cut before its end', () => {
  it('leaves a marker that stops the server from starting on that DATA_DIR', async () => {
    const dataDir = scratch();
    writeFileSync(join(dataDir, RESTORE_MARKER), '1234\n');
    const config = configFrom({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
    await expect(buildApp(config)).rejects.toThrow(/restore into .* did not finish/);
    // Refused before the database was opened: nothing was created beside the marker.
    expect(readdirSync(dataDir)).toEqual([RESTORE_MARKER]);
  });
});

const exec = promisify(execFile);
/** The real command, as an operator runs it: what it prints and its exit code. */
async function cli(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: scratch(), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // the embedded database, whatever the suite runs on
  return exec(process.execPath, ['--import', 'tsx', 'apps/api/src/backup/cli.ts', ...args], {
    env,
    cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run backup -- --verify FILE', () => {
  it('says a good backup is whole, and refuses damaged ones with one line and exit code 1', async () => {
    const ok = await cli('backup', '--verify', good);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/is a whole Tiraj backup, its digest matches/);
    for (const file of [tampered]) {
      const bad = await cli('backup', '--verify', file);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toBe('');
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expectShort(bad.stderr.trim());
    }
  });

  it('npm run restore of a truncated file: one line, exit code 1, no stack trace', async () => {
    const bad = await cli('restore', truncated[0]!);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(/cut short|incomplete/);
    expectShort(bad.stderr.trim());
  });
});
