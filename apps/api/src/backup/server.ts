import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { answerBackupRequests } from './requests.ts';
import { scheduleBackups } from './schedule.ts';

/**
 * The server's part in backups: the schedule (BACKUP_EVERY_HOURS) and, when it holds the
 * embedded database on disk, `npm run backup`'s requests. The returned function stops both once
 * a backup under way is done; call it while the database is still open.
 */
export function startServerBackups(
  database: Database,
  config: Config,
  log: { info: (text: string) => void; error: (text: string) => void },
): () => Promise<void> {
  const stopSchedule = scheduleBackups(
    database,
    { ...config.backups, filesDir: config.filesDir },
    log,
  );
  const stopAnswering =
    config.databaseUrl === undefined // the embedded database on disk, under the lock file
      ? answerBackupRequests(database, config.dataDir, config.filesDir, log)
      : async () => {};
  return async () => {
    await Promise.all([stopSchedule(), stopAnswering()]);
  };
}
