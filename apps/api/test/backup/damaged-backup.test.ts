import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { backupKeyOf, type BackupKey } from '../../src/backup/key.ts';
import { readBackup } from '../../src/backup/read.ts';
import { restoreIntoDataDir } from '../../src/backup/restore-data-dir.ts';
import { restoreBackup, RestoreRefused } from '../../src/backup/restore.ts';
import { writeBackup } from '../../src/backup/write.ts';
import { configFrom } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { RESTORE_MARKER } from '../../src/db/unfinished-restore.ts';
import { testApp } from '../support/app.ts';
import {
  otherBackupKey,
  testBackupKey as key,
  TEST_BACKUP_KEY_TEXT,
} from '../support/backup-key.ts';
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
await writeBackup(ctx.database, good, { key });
const goodLines = gunzipSync(readFileSync(good)).toString().split('\n').slice(0, -1);

/**
 * How a changed copy's end mark is redone: `sha256`, as anyone can (counts and a SHA-256 of the
 * lines, the signature left as it was); or signed with a key, as only its holder can.
 */
type Reseal = 'sha256' | BackupKey;

/** A copy of the good backup with its lines changed; `reseal` writes an end mark that matches them. */
function copyWith(name: string, change: (lines: string[]) => string[], reseal?: Reseal) {
  let lines = change([...goodLines]);
  if (reseal) {
    const body = lines.slice(0, -1);
    const rows: Record<string, number> = {};
    for (const line of body) {
      const table = (JSON.parse(line) as { t?: string }).t;
      if (table) rows[table] = (rows[table] ?? 0) + 1;
    }
    const end = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    const text = body.map((l) => `${l}\n`).join('');
    const seal =
      reseal === 'sha256'
        ? { sha256: createHash('sha256').update(text).digest('hex') }
        : { hmac: createHmac('sha256', reseal.secret).update(text).digest('hex') };
    lines = [...body, JSON.stringify({ ...end, rows, ...seal })];
  }
  const file = join(scratch(), name);
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
  return file;
}

/** The header of the copy rewritten: the key's id, or the format of an older Tiraj. */
const withHeader =
  (change: Record<string, unknown>) =>
  (lines: string[]): string[] => [
    JSON.stringify({ ...(JSON.parse(lines[0]!) as object), ...change }),
    ...lines.slice(1),
  ];

const isTicket = (line: string, id: string) =>
  line.startsWith('{"t":"tickets"') && line.includes(`"id":"${id}"`);
const raisePaid = (lines: string[]) =>
  lines.map((line) => {
    if (!isTicket(line, paid!.id)) return line;
    const row = JSON.parse(line) as { t: string; r: { paid_amount: number } };
    row.r.paid_amount += 100_000; // + 1,000 HTG, in centimes
    return JSON.stringify(row);
  });
const tampered = copyWith('tampered.jsonl.gz', raisePaid);
// The finding: the amount raised and the SHA-256 recomputed, as anyone can.
const tamperedRehashed = copyWith('tampered-rehashed.jsonl.gz', raisePaid, 'sha256');
// The same, passed off as a backup of the unsigned format 2, whose SHA-256 was all it had.
const tamperedAsFormat2 = copyWith(
  'tampered-format-2.jsonl.gz',
  (lines) => withHeader({ version: 2 })(raisePaid(lines)),
  'sha256',
);
// Signed by another installation's key: not this operator's backup.
const otherKeys = copyWith(
  'other-key.jsonl.gz',
  withHeader({ keyId: otherBackupKey.id }),
  otherBackupKey,
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
// Counts and signature agree, but a ticket is missing under its lines: only the database can tell.
const forged = copyWith(
  'forged.jsonl.gz',
  (lines) => lines.filter((line) => !isTicket(line, paid!.id)),
  key,
);

/** The rows of `table`, moved as one block to just before the sequences (after every other table's). */
const moveTableLast = (table: string) => (lines: string[]) => {
  const rows = lines.filter((line) => line.startsWith(`{"t":"${table}"`));
  const rest = lines.filter((line) => !line.startsWith(`{"t":"${table}"`));
  const at = rest.findIndex((line) => line.startsWith('{"s":'));
  rest.splice(at === -1 ? -1 : at, 0, ...rows);
  return rest;
};
// The finding: the tickets' rows, together, after their lines', counts and SHA-256 redone. The
// digest alone called it whole; the restore failed on the foreign key.
const reorderedRehashed = copyWith(
  'reordered-rehashed.jsonl.gz',
  moveTableLast('tickets'),
  'sha256',
);
// The same, even signed with the operator's key: the check holds it to the signed table order.
const reorderedSigned = copyWith('reordered-signed.jsonl.gz', moveTableLast('tickets'), key);
// A ticket's row alone, after the other tables' rows: put together by hand, and signed.
const rowOutOfTable = copyWith(
  'row-out-of-table.jsonl.gz',
  (lines) => {
    const [moved] = lines.splice(
      lines.findIndex((line) => line.startsWith('{"t":"tickets"')),
      1,
    );
    lines.splice(-1, 0, moved!);
    return lines;
  },
  key,
);

const damaged: [string, string, RegExp][] = [
  ...[...truncated, truncatedAtEnd].map((file, i): [string, string, RegExp] => [
    `truncated (${i + 1})`,
    file,
    /cut short|incomplete/,
  ]),
  ['tampered: a paid amount + 1,000 HTG', tampered, /does not match its signature/],
  [
    'tampered: a paid amount + 1,000 HTG, its SHA-256 recomputed',
    tamperedRehashed,
    /does not match its signature/,
  ],
  [
    'tampered, its SHA-256 recomputed, passed off as format 2',
    tamperedAsFormat2,
    /is not signed .*--accept-unsigned/,
  ],
  ['signed with another key', otherKeys, /signed with another backup key/],
  ['a row removed', rowRemoved, /ticket_lines has \d+ rows, the end mark says \d+/],
  [
    "a table's rows moved after its children's, SHA-256 recomputed",
    reorderedRehashed,
    /rows of table tickets stand after those of/,
  ],
  [
    "a table's rows moved after its children's, signed with the key",
    reorderedSigned,
    /rows of table tickets stand after those of/,
  ],
  ['a row out of its table', rowOutOfTable, /rows of table tickets are not together/],
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
    const message = await refusal(readBackup(file, { key }));
    expect(message).toMatch(why);
    expectShort(message);
  });

  it.each([...damaged, ['forged: a ticket missing under its lines', forged, /foreign key/]])(
    '%s: the restore refuses it and the target database is unchanged',
    async (_, file, why) => {
      const before = await targetState();
      const message = await refusal(restoreBackup(target, file as string, { key }));
      expect(message).toMatch(why as RegExp);
      expectShort(message);
      expect(await targetState()).toEqual(before); // not even migrated: no tables at all
    },
  );

  it.each([...damaged, ['forged: a ticket missing under its lines', forged, /foreign key/]])(
    '%s: restored into DATA_DIR, it leaves DATA_DIR as it was (empty, no marker)',
    async (_, file, why) => {
      const dataDir = scratch();
      const message = await refusal(restoreIntoDataDir(dataDir, file as string, { key }));
      expect(message).toMatch(why as RegExp);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it('read with another key, or with none, the good backup is refused', async () => {
    expect(await refusal(readBackup(good, { key: otherBackupKey }))).toMatch(
      /signed with another backup key .*set BACKUP_KEY or BACKUP_KEY_FILE/,
    );
    expect(await refusal(readBackup(good, {}))).toMatch(/no backup key was given/);
    expect(await refusal(readBackup(good, { acceptUnsigned: true }))).toMatch(
      /no backup key was given/,
    );
  });

  it('after those refusals, the good backup restores into the same target', async () => {
    await restoreBackup(target, good, { key });
    expect(await tickets(target)).toEqual(await tickets(ctx.database));
  });

  it('the good backup restores into DATA_DIR: its tickets as they were, no marker left', async () => {
    const dataDir = scratch();
    const done = await restoreIntoDataDir(dataDir, good, { key });
    expect(done.checked.signed).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
    const restored = await openDatabase({ dataDir });
    try {
      expect(await tickets(restored)).toEqual(await tickets(ctx.database));
    } finally {
      await restored.close();
    }
  });
});

describe('a backup written before signing (formats 1 and 2)', () => {
  const formatOne = copyWith('format-1.jsonl.gz', (lines) => {
    const header = { ...(JSON.parse(lines[0]!) as object), version: 1 };
    const { rows, files } = JSON.parse(lines.at(-1)!) as { rows: object; files: number };
    return [
      JSON.stringify(header),
      ...lines.slice(1, -1),
      JSON.stringify({ end: true, rows, files }),
    ];
  });
  const formatTwo = copyWith('format-2.jsonl.gz', withHeader({ version: 2 }), 'sha256');

  it('is refused unless the operator accepts an unsigned backup, then read with its counts checked', async () => {
    for (const file of [formatOne, formatTwo])
      expect(await refusal(readBackup(file, { key }))).toMatch(
        /is not signed \(written before backups were signed\).*--accept-unsigned/,
      );
    const checked = await readBackup(formatOne, { acceptUnsigned: true });
    expect(checked.signed).toBe(false);
    const { rows } = JSON.parse(goodLines.at(-1)!) as { rows: Record<string, number> };
    expect(checked.rows).toEqual(Object.fromEntries(Object.entries(rows).filter(([, n]) => n)));
    expect((await readBackup(formatTwo, { key, acceptUnsigned: true })).signed).toBe(false);
    const cut = copyWith('format-1-cut.jsonl.gz', () =>
      gunzipSync(readFileSync(formatOne)).toString().split('\n').slice(0, -2),
    );
    expect(await refusal(readBackup(cut, { acceptUnsigned: true }))).toMatch(/incomplete/);
    // Format 2's SHA-256 is still checked: a change it catches is refused even when accepted.
    const changed = join(scratch(), 'format-2-changed.jsonl.gz');
    const formatTwoLines = gunzipSync(readFileSync(formatTwo)).toString().split('\n');
    writeFileSync(changed, gzipSync(raisePaid(formatTwoLines).join('\n')));
    expect(await refusal(readBackup(changed, { acceptUnsigned: true }))).toMatch(
      /does not match the digest/,
    );
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
  return cliWith({ BACKUP_KEY: TEST_BACKUP_KEY_TEXT }, ...args);
}

async function cliWith(vars: NodeJS.ProcessEnv, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: scratch(),
    LOG_LEVEL: 'silent',
    ...vars,
  };
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
    expect(ok.stdout).toMatch(/is a whole Tiraj backup, signed with this backup key/);
    for (const file of [tampered, tamperedRehashed]) {
      const bad = await cli('backup', '--verify', file);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toBe('');
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/does not match its signature/);
      expectShort(bad.stderr.trim());
    }
  });

  it('a reordered file: verify refuses it with the very words the restore refuses it with', async () => {
    for (const file of [reorderedRehashed, reorderedSigned]) {
      const verified = await cli('backup', '--verify', file);
      const restored = await cli('restore', file);
      expect(verified.code).toBe(1);
      expect(restored.code).toBe(1);
      expect(verified.stderr.trim()).toMatch(/rows of table tickets stand after those of/);
      expect(verified.stderr.trim()).toBe(restored.stderr.trim());
    }
  });

  it('no key configured: verify and restore refuse and say where the key goes', async () => {
    for (const args of [
      ['backup', '--verify', good],
      ['restore', good],
    ]) {
      const bad = await cliWith({ BACKUP_KEY: '' }, ...args);
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim()).toMatch(/No backup key.*BACKUP_KEY.*backup\.key/);
      expectShort(bad.stderr.trim());
    }
  });

  it('a backup from before signing: refused, then read with --accept-unsigned and a warning', async () => {
    const formatTwo = copyWith('cli-format-2.jsonl.gz', withHeader({ version: 2 }), 'sha256');
    const refused = await cli('backup', '--verify', formatTwo);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--accept-unsigned/);
    const accepted = await cli('backup', '--verify', formatTwo, '--accept-unsigned');
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stderr).toMatch(/not signed .*anyone could have changed its rows/);
  });

  it('npm run restore of a truncated file: one line, exit code 1, no stack trace', async () => {
    const bad = await cli('restore', truncated[0]!);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(/cut short|incomplete/);
    expectShort(bad.stderr.trim());
  });
});

describe('npm run backup with no key configured', () => {
  it('makes a key file, says to keep it, and signs with it; the next backup uses it', async () => {
    const dataDir = scratch();
    await (await openDatabase({ dataDir })).close(); // a database to back up
    const first = await cliWith(
      { BACKUP_KEY: '', DATA_DIR: dataDir },
      'backup',
      join(dataDir, 'a.jsonl.gz'),
    );
    expect(first.code, first.stderr).toBe(0);
    const keyFile = join(dataDir, 'backup.key');
    expect(first.stdout).toContain(`A backup key was created in ${keyFile}`);
    expect(first.stdout).toMatch(/Keep a copy of it somewhere safe, apart from the backups/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = await cliWith(
      { BACKUP_KEY: '', DATA_DIR: dataDir },
      'backup',
      join(dataDir, 'b.jsonl.gz'),
    );
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).not.toContain('was created');
    const fileKey = backupKeyOf(readFileSync(keyFile, 'utf8'));
    for (const name of ['a.jsonl.gz', 'b.jsonl.gz'])
      expect((await readBackup(join(dataDir, name), { key: fileKey })).signed).toBe(true);
  }, 90_000); // two CLI runs, each a new Node process loading tsx: 30 s on a busy machine
});
