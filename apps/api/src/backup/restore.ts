import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database, type Db, type Tx } from '../db/client.ts';
import { safeErrorText } from '../db/database-error.ts';
import { applyFunctions } from '../db/sql-functions.ts';
import { tablesInDependencyOrder } from './catalog.ts';
import {
  readBackup,
  RestoreRefused,
  type BackupLine,
  type BackupReading,
  type CheckedBackup,
} from './read.ts';

export { RestoreRefused } from './read.ts';

/** Rows per INSERT: big enough to be quick, small enough for one statement's parameter. */
const BATCH = 1000;

/**
 * Brings a backup back into an EMPTY database (and files directory). The file is first read
 * whole and checked (end mark, counts, order, digest: see readBackup) before anything is
 * touched (a level this version knows, signed with the operator's key); then ONE transaction runs the migrations up to the backup's level, loads every row
 * (parents first), puts the sequences where they were, runs the newer migrations this version
 * of Tiraj has and applies its SQL functions. A failure anywhere rolls it all back: the
 * database is left as it was (PostgreSQL's DDL is transactional), never migrated and empty.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  /** checked: the caller has just read and checked the file whole (see restoreIntoDataDir) */
  options: BackupReading & { filesDir?: string; checked?: CheckedBackup },
): Promise<{
  rows: Record<string, number>;
  files: number;
  migrations: number;
  checked: CheckedBackup;
}> {
  const checked = options.checked ?? (await readBackup(file, options));
  await refuseUnlessEmpty(database, options.filesDir);
  const migrations = readMigrationFiles({ migrationsFolder });
  const level = checked.header.migrations; // one this version knows: readBackup checked it

  const written: string[] = [];
  try {
    const loaded = await database.db.transaction(async (tx) => {
      await migrate(tx, migrations.slice(0, level));
      const result = await load(tx, file, options, written);
      await migrate(tx, migrations.slice(level));
      // Whatever level the backup had, the functions are this version's (migrations hold none).
      await applyFunctions(tx as unknown as Db); // nested: savepoints inside this transaction
      return result;
    });
    return { ...loaded, migrations: level, checked };
  } catch (error) {
    for (const path of written) rmSync(path, { force: true });
    if (error instanceof RestoreRefused) throw error;
    // The database's own words, short: never the failed statement with its page of row data.
    const why = safeErrorText(error).split('\n')[0]!.slice(0, 200);
    throw new RestoreRefused(`The restore failed (${why}); nothing was restored.`);
  }
}

/**
 * Drizzle's migrator, inside the caller's transaction (drizzle's own opens one of its own and
 * would commit half a restore): the same statements, the same rows in its journal table.
 */
async function migrate(tx: Tx, migrations: MigrationMeta[]) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values (${migration.hash}, ${migration.folderMillis})`);
  }
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

async function load(
  tx: Tx,
  file: string,
  options: BackupReading & { filesDir?: string },
  written: string[],
) {
  const { filesDir } = options;
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
  const visit = async (line: BackupLine) => {
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
    } else {
      await flush();
      if (!filesDir) return;
      const path = resolve(filesDir, line.f);
      if (!path.startsWith(resolve(filesDir) + sep))
        throw new RestoreRefused(`Bad file name in the backup: ${line.f}`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, Buffer.from(line.d, 'base64'));
      written.push(path);
      files++;
    }
  };
  // Read and checked again, by the same reader, as it loads (the file could have changed since
  // the first check): a bad signature at its end mark throws inside the transaction, which
  // rolls the rows back.
  await readBackup(file, options, visit);
  await flush();
  return { rows, files };
}

/** Whether a directory holds nothing (or does not exist). */
export const isEmptyDir = (dir: string) => safeList(dir).length === 0;
