import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, pgliteDataDir, type Database } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import type { EmbeddedDurability } from '../db/durable-nodefs.ts';
import { restoreMarker } from '../db/unfinished-restore.ts';
import { readBackup, type BackupReading } from './read.ts';
import { isEmptyDir, restoreBackup, RestoreRefused } from './restore.ts';
import { flushToDisk } from './write.ts';

/** Where a restore builds the embedded database before it is moved into place. */
export const RESTORING_DIR = 'restoring';

/**
 * Restores a backup into the embedded database of an empty DATA_DIR, never leaving a
 * half-made database there: it is built in DATA_DIR/restoring and moved into DATA_DIR/pglite
 * (one rename) only once the restore succeeded. A failure removes it, leaving DATA_DIR as it
 * was. A marker file stands in DATA_DIR from the start to the move: a restore cut by a power
 * cut or a kill leaves it, and the server then refuses to start (db/unfinished-restore.ts).
 */
export async function restoreIntoDataDir(
  dataDir: string,
  file: string,
  options: BackupReading & { filesDir?: string; durability?: EmbeddedDurability },
): ReturnType<typeof restoreBackup> {
  // A damaged file is refused before anything is created, DATA_DIR itself included.
  const checked = await readBackup(file, options);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir); // no server starts on it meanwhile
  const target = pgliteDataDir(dataDir);
  const staging = join(dataDir, RESTORING_DIR);
  let database: Database | undefined;
  let marked = false;
  try {
    if (!isEmptyDir(target))
      throw new RestoreRefused(
        `${dataDir} (DATA_DIR) already holds a database: restore needs an empty DATA_DIR (move the old one away first).`,
      );
    writeFileSync(restoreMarker(dataDir), `${process.pid}\n`);
    marked = true;
    flushToDisk(dataDir);
    rmSync(staging, { recursive: true, force: true }); // left by an earlier restore that was cut
    database = await openDatabase({
      dataDir: staging,
      migrate: false,
      embeddedDurability: options.durability,
    });
    const done = await restoreBackup(database, file, { ...options, checked });
    await database.close();
    database = undefined;
    rmSync(target, { recursive: true, force: true }); // empty, checked above
    renameSync(pgliteDataDir(staging), target);
    flushToDisk(dataDir);
    rmSync(staging, { recursive: true, force: true });
    rmSync(restoreMarker(dataDir), { force: true });
    flushToDisk(dataDir);
    return done;
  } catch (error) {
    await database?.close().catch(() => {});
    if (marked) {
      // Only this restore's own marker: one left by an earlier cut restore still guards its data.
      rmSync(staging, { recursive: true, force: true });
      rmSync(restoreMarker(dataDir), { force: true });
    }
    throw error;
  } finally {
    unlock();
  }
}
