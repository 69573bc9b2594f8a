/**
 * `npm run backup [FILE]`, `npm run backup -- --verify FILE` and `npm run restore FILE` (see the
 * README, "Backups and power cuts"); `--accept-unsigned` lets the last two read a backup from
 * before signing. Same configuration as the server (DATA_DIR, DATABASE_URL, FILES_DIR,
 * BACKUP_DIR, BACKUP_KEY / BACKUP_KEY_FILE).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configFrom, type Config } from '../config.ts';
import { openDatabase, pgliteDataDir } from '../db/client.ts';
import { backupFileName } from './format.ts';
import { askServerForBackup } from './requests.ts';
import { backupKeyToRead, backupKeyToWrite, type KeySource } from './key.ts';
import { readBackup, type BackupReading, type CheckedBackup } from './read.ts';
import { restoreIntoDataDir } from './restore-data-dir.ts';
import { isEmptyDir, restoreBackup, RestoreRefused } from './restore.ts';
import { writeBackup } from './write.ts';
import { safeErrorText } from '../db/database-error.ts';

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
  const signing = backupKeyToWrite(config.backups.key);
  if (signing.created) console.log(signing.created);
  const database = await open(config);
  try {
    const started = performance.now();
    const summary = await writeBackup(database, file, {
      filesDir: config.filesDir,
      key: signing.key,
    });
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written: ${summary.file} (${summary.bytes} bytes, ${rows} rows, ${summary.files} files) in ${seconds(started)} s`,
    );
  } finally {
    await database.close();
  }
}

const unchecked = (checked: CheckedBackup) => {
  if (!checked.signed)
    console.warn(
      `Warning: this backup is not signed (format ${checked.header.version}, accepted with --accept-unsigned): its end mark and counts were checked, but anyone could have changed its rows.`,
    );
};

/**
 * How the operator asked for a backup to be checked: the key from the configuration (none is a
 * refusal at a signed backup's header), and `--accept-unsigned` for one from before signing.
 */
function reading(key: KeySource, acceptUnsigned: boolean): BackupReading {
  let found;
  try {
    found = backupKeyToRead(key);
  } catch (error) {
    // No key at all may still read an unsigned backup the operator let through; a bad one never.
    if (!acceptUnsigned || existsSync(key.file) || key.key) throw error;
  }
  return { key: found, acceptUnsigned };
}

const rowCount = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** Reads the whole file through the restore's own reader, touching no database. */
async function verify(file: string, how: BackupReading) {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const checked = await readBackup(file, how);
  unchecked(checked);
  const { header } = checked;
  console.log(
    `${file} is a whole Tiraj backup${checked.signed ? ', signed with this backup key' : ''}: ` +
      `${rowCount(checked.rows)} rows, ${checked.files} files, taken ${header.takenAt} from ${header.source} (database level ${header.migrations}).`,
  );
}

async function restore(config: Config, file: string, how: BackupReading) {
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
      ...how,
      filesDir: config.filesDir,
      durability: config.embeddedDurability,
    });
  } else {
    const database = await open(config);
    try {
      done = await restoreBackup(database, file, { ...how, filesDir: config.filesDir });
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
  const args = process.argv.slice(2);
  const acceptUnsigned = args.includes('--accept-unsigned');
  const [command, fileArg, verifyFile] = args.filter((a) => a !== '--accept-unsigned');
  // npm runs scripts from the project's root: a relative FILE means where the operator typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  const config = configFrom();
  // Checking a file needs only the key (BACKUP_KEY or its file): it runs on any machine the
  // backup was copied to, with no database.
  if (command === 'backup' && fileArg === '--verify' && verifyFile)
    return verify(resolve(here, verifyFile), reading(config.backups.key, acceptUnsigned));
  if (command === 'backup' && !fileArg?.startsWith('--') && !acceptUnsigned)
    return backup(config, resolve(here, fileArg ?? join(config.backups.dir, backupFileName())));
  if (command === 'restore' && fileArg)
    return restore(config, resolve(here, fileArg), reading(config.backups.key, acceptUnsigned));
  throw new RestoreRefused(
    'Usage: npm run backup [FILE] | npm run backup -- --verify FILE [--accept-unsigned] | npm run restore FILE [--accept-unsigned]',
  );
}

main().catch((error: unknown) => {
  console.error(safeErrorText(error)); // a failed query's parameters are rows of the backup
  process.exit(1);
});
