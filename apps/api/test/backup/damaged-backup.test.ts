import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readBackup } from '../../src/backup/read.ts';
import { restoreIntoDataDir } from '../../src/backup/restore-data-dir.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { configFrom } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { RESTORE_MARKER } from '../../src/db/unfinished-restore.ts';
import { otherBackupKey, testBackupKey as key } from '../support/backup-key.ts';
import { onPostgres, postgresForTest } from '../support/postgres.ts';
import { damagedBackups, expectShort, refusal } from './damaged-files.ts';

// The command itself (npm run backup / restore) is proven once, in backup-cli.test.ts: it always
// opens the embedded database, whatever engine this file runs on.
const { ctx, scratch, s, good, goodLines, copyWith, withHeader, raisePaid, forged, damaged } =
  await damagedBackups('tiraj-damaged-backup-');

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
