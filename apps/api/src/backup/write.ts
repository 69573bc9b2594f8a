import { createHmac, type Hmac } from 'node:crypto';
import { once } from 'node:events';
import {
  createWriteStream,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../db/client.ts';
import { migrationLevel, sequenceNames, tablesInDependencyOrder } from './catalog.ts';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  type BackupSummary,
  type BackupTrailer,
} from './format.ts';
import type { BackupKey } from './key.ts';

/** Rows read per query: keeps memory flat on a large database. */
const PAGE = 2000;

/** Writes a line; every line before the end mark also goes into the signature the end mark carries. */
async function put(gzip: Gzip, line: string, digest?: Hmac) {
  const text = `${line}\n`;
  digest?.update(text, 'utf8');
  if (!gzip.write(text)) await once(gzip, 'drain');
}

/**
 * Writes a consistent copy of the database (and the uploaded files under filesDir) to `file`,
 * while the server keeps running: every table is read in ONE repeatable-read, read-only
 * transaction, so the copy is the database at one instant. Written under a temporary name,
 * flushed to the disk, then renamed: a power cut mid-backup never leaves a half file under the
 * final name. Signed with the operator's key (HMAC-SHA256): never written unsigned.
 */
export async function writeBackup(
  database: Database,
  file: string,
  options: { filesDir?: string; key: BackupKey },
): Promise<BackupSummary> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const digest = createHmac('sha256', options.key.secret);
  const write = (line: string) => put(gzip, line, digest);
  try {
    const counts: Record<string, number> = {};
    let migrations = 0;
    let sequences = 0;
    await database.db.transaction(
      async (tx) => {
        migrations = await migrationLevel(tx);
        const tables = await tablesInDependencyOrder(tx);
        const header: BackupHeader = {
          tiraj: 'backup',
          version: BACKUP_FORMAT,
          migrations,
          takenAt: new Date().toISOString(),
          source: database.kind,
          keyId: options.key.id,
          // The order restore loads them in, signed: a check can hold the file to it.
          tables: tables.map((t) => t.name),
        };
        await write(JSON.stringify(header));
        for (const table of tables) counts[table.name] = await copyTable(tx, table.name, write);
        for (const name of await sequenceNames(tx)) {
          const [state] = rowsOf<{ v: string; c: boolean }>(
            await tx.execute(
              sql`select last_value::text as v, is_called as c from ${sql.identifier(name)}`,
            ),
          );
          await write(JSON.stringify({ s: name, v: state?.v, c: state?.c }));
          sequences++;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const files = options.filesDir ? await copyFiles(options.filesDir, write) : 0;
    const trailer: BackupTrailer = {
      end: true,
      rows: counts,
      files,
      sequences,
      hmac: digest.digest('hex'),
    };
    await put(gzip, JSON.stringify(trailer));
    gzip.end();
    await finished(out);
    flushToDisk(partial);
    renameSync(partial, file);
    flushToDisk(dirname(file));
    return { file, bytes: statSync(file).size, rows: counts, files, migrations };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Each row as PostgreSQL's own JSON of it: exact numbers, times and text on both drivers. */
type Put = (line: string) => Promise<void>;

async function copyTable(tx: Tx, table: string, write: Put): Promise<number> {
  const prefix = `{"t":${JSON.stringify(table)},"r":`;
  let after = '(0,0)';
  let count = 0;
  for (;;) {
    const page = rowsOf<{ k: string; r: string }>(
      await tx.execute(sql`
        select t.ctid::text as k, row_to_json(t)::text as r from ${sql.identifier(table)} t
        where t.ctid > ${after}::tid order by t.ctid limit ${PAGE}`),
    );
    for (const row of page) await write(`${prefix}${row.r}}`);
    count += page.length;
    if (page.length < PAGE) return count;
    after = page[page.length - 1]!.k;
  }
}

async function copyFiles(root: string, write: Put): Promise<number> {
  let count = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const data = await readFile(path);
        await write(JSON.stringify({ f: relative(root, path), d: data.toString('base64') }));
        count++;
      }
    }
  };
  await walk(root);
  return count;
}

/** fsync a file or a directory (the rename is only durable once its directory is flushed). */
export function flushToDisk(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
