import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder, type Database, type Schema, type Tx } from '../db/client.ts';
import { applyFunctions } from '../db/sql-functions.ts';
import { tablesInDependencyOrder } from './catalog.ts';
import { BACKUP_FORMAT, type BackupHeader, type BackupTrailer } from './format.ts';

/** A restore that must not go on: the message says why, for the operator. */
export class RestoreRefused extends Error {}

/** Rows per INSERT: big enough to be quick, small enough for one statement's parameter. */
const BATCH = 1000;

type Line =
  | BackupHeader
  | BackupTrailer
  | { t: string; r: unknown }
  | { s: string; v: string | null; c: boolean }
  | { f: string; d: string };

/**
 * Brings a backup back into an EMPTY database (and files directory): runs the migrations up to
 * the backup's level, loads every row in one transaction (parents first), puts the sequences
 * where they were, then runs the newer migrations this version of Tiraj has and applies its SQL
 * functions.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: { filesDir?: string } = {},
): Promise<{ rows: Record<string, number>; files: number; migrations: number }> {
  const header = await readHeader(file);
  await refuseUnlessEmpty(database, options.filesDir);
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  if (header.migrations > journal.entries.length)
    throw new RestoreRefused(
      `This backup comes from a newer Tiraj (database level ${header.migrations}, this version knows ${journal.entries.length}): restore it with that version or a newer one.`,
    );
  await migrateUpTo(database, header.migrations, journal);

  const written: string[] = [];
  try {
    const result = await database.db.transaction(async (tx) =>
      load(tx, file, options.filesDir, written),
    );
    await runMigrations(database, migrationsFolder);
    // Whatever level the backup had, the functions are this version's (migrations hold none).
    await applyFunctions(database.db);
    return { ...result, migrations: header.migrations };
  } catch (error) {
    for (const path of written) rmSync(path, { force: true });
    // The rows were rolled back, but the migrations ran: say how to get an empty target again.
    const again =
      database.kind === 'pglite'
        ? 'Empty DATA_DIR again before another try.'
        : 'Drop and create the database again before another try.';
    const message = `${(error as Error).message} ${again}`;
    throw error instanceof RestoreRefused
      ? new RestoreRefused(message)
      : new Error(message, { cause: error });
  }
}

function lines(file: string) {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Infinity });
}

async function readHeader(file: string): Promise<BackupHeader> {
  try {
    for await (const text of lines(file)) {
      const header = JSON.parse(text) as Partial<BackupHeader>;
      if (header.tiraj !== 'backup' || header.version !== BACKUP_FORMAT) break;
      return header as BackupHeader;
    }
  } catch (error) {
    throw new RestoreRefused(`${file} is not a Tiraj backup (${(error as Error).message}).`);
  }
  throw new RestoreRefused(`${file} is not a Tiraj backup.`);
}

async function refuseUnlessEmpty(database: Database, filesDir: string | undefined) {
  const [found] = await database.rows<{ tables: number | string }>(sql`
    select count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind = 'r'`);
  if (Number(found?.tables ?? 0) > 0)
    throw new RestoreRefused(
      database.kind === 'pglite'
        ? 'The data directory already holds a Tiraj database: restore needs an empty DATA_DIR (move the old one away first).'
        : 'The database is not empty (it already has tables): restore needs a new, empty database (createdb, then set DATABASE_URL to it).',
    );
  if (filesDir && safeList(filesDir).length > 0)
    throw new RestoreRefused(
      `The files directory ${filesDir} is not empty: restore needs an empty FILES_DIR.`,
    );
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The migrations folder cut at `level`: drizzle applies what its journal lists. */
async function migrateUpTo(database: Database, level: number, journal: { entries: unknown[] }) {
  if (level === 0) return;
  const folder = mkdtempSync(join(tmpdir(), 'tiraj-restore-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, level) }),
    );
    await runMigrations(database, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function runMigrations(database: Database, folder: string) {
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
  else
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
}

async function load(tx: Tx, file: string, filesDir: string | undefined, written: string[]) {
  // Migrations seed some tables (the game categories): the backup's rows replace them.
  const tables = await tablesInDependencyOrder(tx);
  for (const table of [...tables].reverse())
    await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
  const wholeTable = new Set(tables.filter((t) => t.selfReferencing).map((t) => t.name));

  const rows: Record<string, number> = {};
  let pending: { table: string; rows: unknown[] } | undefined;
  const flush = async () => {
    if (!pending || pending.rows.length === 0) return;
    const table = sql.identifier(pending.table);
    await tx.execute(sql`
      insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(pending.rows)}::json)`);
    rows[pending.table] = (rows[pending.table] ?? 0) + pending.rows.length;
    pending.rows = [];
  };

  let files = 0;
  let trailer: BackupTrailer | undefined;
  let first = true;
  for await (const text of lines(file)) {
    if (first) {
      first = false; // the header, already checked
      continue;
    }
    const line = JSON.parse(text) as Line;
    if ('t' in line) {
      if (pending?.table !== line.t) {
        await flush();
        pending = { table: line.t, rows: [] };
      }
      pending.rows.push(line.r);
      // A table whose rows point at each other goes in one statement: foreign keys are checked at its end.
      if (pending.rows.length >= BATCH && !wholeTable.has(line.t)) await flush();
    } else if ('s' in line) {
      await flush();
      if (line.v !== null)
        await tx.execute(
          sql`select setval(quote_ident(${line.s})::regclass, ${line.v}::bigint, ${line.c})`,
        );
    } else if ('f' in line) {
      await flush();
      if (!filesDir) continue;
      const path = resolve(filesDir, line.f);
      if (!path.startsWith(resolve(filesDir) + sep))
        throw new RestoreRefused(`Bad file name in the backup: ${line.f}`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, Buffer.from(line.d, 'base64'));
      written.push(path);
      files++;
    } else if ('end' in line) {
      await flush();
      trailer = line;
    }
  }
  await flush();
  if (!trailer)
    throw new RestoreRefused(
      `${file} is incomplete (no end mark): it was cut short; nothing was restored.`,
    );
  for (const [table, count] of Object.entries(trailer.rows))
    if ((rows[table] ?? 0) !== count)
      throw new RestoreRefused(
        `${file}: table ${table} has ${rows[table] ?? 0} rows, the backup says ${count}; nothing was restored.`,
      );
  return { rows, files };
}

/** Whether a directory holds nothing (or does not exist). */
export const isEmptyDir = (dir: string) => safeList(dir).length === 0;
