import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { backupKeyToWrite } from './key.ts';
import { answerBackupRequests, type SigningKey } from './requests.ts';
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
  // Made at the first backup, not at start: a server that never backs up leaves no key file.
  let signing: SigningKey | undefined;
  const key = (): SigningKey => {
    if (signing) return { key: signing.key };
    signing = backupKeyToWrite(config.backups.key);
    if (signing.created) log.info(signing.created);
    return signing;
  };
  const stopSchedule = scheduleBackups(
    database,
    { ...config.backups, filesDir: config.filesDir, key: () => key().key },
    log,
  );
  const stopAnswering =
    config.databaseUrl === undefined // the embedded database on disk, under the lock file
      ? answerBackupRequests(
          database,
          { dataDir: config.dataDir, filesDir: config.filesDir, key },
          log,
        )
      : async () => {};
  return async () => {
    await Promise.all([stopSchedule(), stopAnswering()]);
  };
}
