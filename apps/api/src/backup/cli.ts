/**
 * `npm run backup [FILE]` and `npm run restore FILE` (see the README, "Backups and power cuts").
 * Same configuration as the server (DATA_DIR, DATABASE_URL, FILES_DIR, BACKUP_DIR).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configFrom, type Config } from '../config.ts';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { backupFileName } from './format.ts';
import { askServerForBackup } from './requests.ts';
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

async function restore(config: Config, file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  if (!config.databaseUrl) {
    const pid = serverHolding(config.dataDir);
    if (pid)
      throw new RestoreRefused(
        `A Tiraj server (pid ${pid}) is using ${config.dataDir}: stop it first.`,
      );
    if (!isEmptyDir(pgliteDataDir(config.dataDir)))
      throw new RestoreRefused(
        `${config.dataDir} (DATA_DIR) already holds a database: restore needs an empty DATA_DIR (move the old one away first).`,
      );
  }
  const database = await open(config);
  try {
    const started = performance.now();
    const done = await restoreBackup(database, file, { filesDir: config.filesDir });
    const rows = Object.values(done.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${rows} rows and ${done.files} files from ${file} in ${seconds(started)} s.`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, fileArg] = process.argv.slice(2);
  const config = configFrom();
  // npm runs scripts from the project's root: a relative FILE means where the operator typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup')
    return backup(config, resolve(here, fileArg ?? join(config.backups.dir, backupFileName())));
  if (command === 'restore' && fileArg) return restore(config, resolve(here, fileArg));
  throw new RestoreRefused('Usage: npm run backup [FILE] | npm run restore FILE');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
