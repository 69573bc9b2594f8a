import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import { BACKUP_FILE_PATTERN, backupFileName, type BackupSummary } from './format.ts';
import type { BackupKey } from './key.ts';
import { writeBackup } from './write.ts';
import { safeErrorText } from '../db/database-error.ts';

export interface BackupPlan {
  dir: string;
  keep: number;
  filesDir?: string;
  /** the signing key, asked for at each backup (a server makes its key file at its first one) */
  key: () => BackupKey;
}

/** One scheduled backup: a timestamped file in the backup directory, then only the last `keep` kept. */
export async function backupAndRotate(
  database: Database,
  plan: BackupPlan,
  at = new Date(),
): Promise<BackupSummary> {
  const summary = await writeBackup(database, join(plan.dir, backupFileName(at)), {
    filesDir: plan.filesDir,
    key: plan.key(),
  });
  rotateBackups(plan.dir, plan.keep);
  return summary;
}

/** Deletes all but the newest `keep` backups of the directory; other files are left alone. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort(); // the names sort by time
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/** Backs up every `everyHours` (0: never). The returned function stops the schedule, once a backup under way is done. */
export function scheduleBackups(
  database: Database,
  plan: BackupPlan & { everyHours: number },
  log: { info: (text: string) => void; error: (text: string) => void },
): () => Promise<void> {
  if (!plan.everyHours) return async () => {};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return; // a slow backup is not stacked up on itself
    running = backupAndRotate(database, plan)
      .then((s) => log.info(`Backup written: ${s.file} (${s.bytes} bytes)`))
      .catch((error: unknown) => log.error(`Scheduled backup failed: ${safeErrorText(error)}`))
      .finally(() => (running = undefined));
  }, plan.everyHours * 3_600_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running; // the database is closed after this: never in the middle of a copy
  };
}
