import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUrl } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { refuseUnfinishedRestore } from './unfinished-restore.ts';
import { pgliteDiskOptions, type EmbeddedDurability } from './durable-nodefs.ts';
import * as schema from './schema/index.ts';
import { applyFunctions } from './sql-functions.ts';

export type Schema = typeof schema;
/** Both drivers' databases: code is written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rows of a raw query, the same shape on both drivers. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number from 0 to 2^31: the advisory lock that serialises migrations between instances. */
const MIGRATION_LOCK = 7_424_611;

/**
 * Opens the database, applies pending migrations, then brings the SQL functions to their
 * definitions (`db/functions/`).
 * No URL: PGlite under dataDir (one process only: a lock file refuses a second).
 * `memory://`: PGlite in memory, for tests. `postgres://…`: a PostgreSQL server.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgPoolSize?: number;
  /** embedded database on disk only; `full` unless said otherwise */
  embeddedDurability?: EmbeddedDurability;
  /** false: open as it is (a backup reads it, a restore migrates it step by step) */
  migrate?: boolean;
  /**
   * `memory://` only (tests): start from this dump of a data directory (`dumpDataDir()`),
   * a template migrated once, instead of a new cluster (whose creation takes seconds).
   */
  memoryFrom?: Blob;
}): Promise<Database> {
  const url = options.databaseUrl;
  const pglite = {
    durability: options.embeddedDurability ?? 'full',
    migrate: options.migrate ?? true,
  };
  if (url === undefined) return openPglite(pgliteDataDir(options.dataDir), pglite);
  if (url === 'memory://') return openPglite(undefined, { ...pglite, from: options.memoryFrom });
  // Anything else that is not PostgreSQL is a mistake: never fall back to an embedded database silently.
  if (!isDatabaseUrl(url))
    throw new Error(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (or memory:// in tests).',
    );
  return openPostgres(url, options.pgPoolSize ?? 20, options.migrate ?? true);
}

/** Where the embedded database keeps its files under DATA_DIR. */
export const pgliteDataDir = (dataDir: string) => join(dataDir, 'pglite');

async function openPglite(
  directory: string | undefined,
  options: { durability: EmbeddedDurability; migrate: boolean; from?: Blob },
): Promise<Database> {
  let unlock = () => {};
  if (directory) {
    mkdirSync(dirname(directory), { recursive: true });
    unlock = lockDataDir(dirname(directory));
  }
  try {
    if (directory) refuseUnfinishedRestore(dirname(directory));
    const client = await PGlite.create(
      directory ? pgliteDiskOptions(directory, options.durability) : { loadDataDir: options.from },
    );
    const db = drizzlePglite({ client, schema });
    if (options.migrate) await migrateEmbedded(client);
    return {
      db: db as unknown as Db, // the PGlite database is a PgDatabase; only its HKT parameter differs
      kind: 'pglite',
      rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  if (migrate) await migratePostgres(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
    close: () => pool.end(),
  };
}

/** The embedded database's migrations and SQL functions (one process: no lock to take). */
export async function migrateEmbedded(client: PGlite) {
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  await applyFunctions(db as unknown as Db); // only the HKT parameter differs (see openPglite)
}

/** Applies pending migrations and the SQL functions, one instance at a time. */
async function migratePostgres(pool: pg.Pool) {
  const migrator = await pool.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzlePg({ client: migrator, schema });
    await migratePg(db, { migrationsFolder });
    await applyFunctions(db as unknown as Db);
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    migrator.release();
  }
}

/** The rows of `execute()`: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
