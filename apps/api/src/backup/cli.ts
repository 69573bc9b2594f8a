/**
 * `npm run backup [FILE]`, `npm run backup -- --verify FILE` and `npm run restore FILE` (see the
 * README, "Backups and power cuts").
 * Same configuration as the server (DATA_DIR, DATABASE_URL, FILES_DIR, BACKUP_DIR).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configFrom, type Config } from '../config.ts';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { backupFileName } from './format.ts';
import { askServerForBackup } from './requests.ts';
import { readBackup, type CheckedBackup } from './read.ts';
import { restoreIntoDataDir } from './restore-data-dir.ts';
import { isEmptyDir, restoreBackup, RestoreRefused } from './restore.ts';
import { writeBackup } from './write.ts';

/** The pid of a live server holding the embedded database, if any. */
function serverHolding(dataDir: string): number | undefined {
  const lock = join(dataDir, 'tiraj.lock');
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8'));
  if (!pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const open = (config: Config) => openDatabase({ ...config, migrate: false });

async function backup(config: Config, file: string) {
  if (!config.databaseUrl) {
    const pid = serverHolding(config.dataDir);
    if (pid) {
      console.log(`The server (pid ${pid}) holds the database: asking it for the backup…`);
      const answer = await askServerForBackup(config.dataDir, pid, file);
      if (!answer.ok) throw new Error(`Backup failed: ${answer.message}`);
      console.log(`Backup written: ${answer.message}`);
      return;
    }
    if (isEmptyDir(pgliteDataDir(config.dataDir)))
      throw new Error(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  const database = await open(config);
  try {
    const started = performance.now();
    const summary = await writeBackup(database, file, { filesDir: config.filesDir });
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written: ${summary.file} (${summary.bytes} bytes, ${rows} rows, ${summary.files} files) in ${seconds(started)} s`,
    );
  } finally {
    await database.close();
  }
}

const unchecked = (checked: CheckedBackup) => {
  if (!checked.digestChecked)
    console.warn(
      'Warning: this backup was written before backups carried a digest (format 1): its end mark and row counts were checked, its content could not be.',
    );
};

const rowCount = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** Reads the whole file and checks it as a restore would, touching no database. */
async function verify(file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const checked = await readBackup(file);
  unchecked(checked);
  const { header } = checked;
  console.log(
    `${file} is a whole Tiraj backup${checked.digestChecked ? ', its digest matches' : ''}: ` +
      `${rowCount(checked.rows)} rows, ${checked.files} files, taken ${header.takenAt} from ${header.source} (database level ${header.migrations}).`,
  );
}

async function restore(config: Config, file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const started = performance.now();
  let done;
  if (!config.databaseUrl) {
    const pid = serverHolding(config.dataDir);
    if (pid)
      throw new RestoreRefused(
        `A Tiraj server (pid ${pid}) is using ${config.dataDir}: stop it first.`,
      );
    done = await restoreIntoDataDir(config.dataDir, file, {
      filesDir: config.filesDir,
      durability: config.embeddedDurability,
    });
  } else {
    const database = await open(config);
    try {
      done = await restoreBackup(database, file, { filesDir: config.filesDir });
    } finally {
      await database.close();
    }
  }
  unchecked(done.checked);
  console.log(
    `Restored ${rowCount(done.rows)} rows and ${done.files} files from ${file} in ${seconds(started)} s.`,
  );
}

async function main() {
  const [command, fileArg, verifyFile] = process.argv.slice(2);
  // npm runs scripts from the project's root: a relative FILE means where the operator typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  // Checking a file needs no configuration: it can run on any machine the backup was copied to.
  if (command === 'backup' && fileArg === '--verify' && verifyFile)
    return verify(resolve(here, verifyFile));
  const config = configFrom();
  if (command === 'backup' && !fileArg?.startsWith('--'))
    return backup(config, resolve(here, fileArg ?? join(config.backups.dir, backupFileName())));
  if (command === 'restore' && fileArg) return restore(config, resolve(here, fileArg));
  throw new RestoreRefused(
    'Usage: npm run backup [FILE] | npm run backup -- --verify FILE | npm run restore FILE',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
