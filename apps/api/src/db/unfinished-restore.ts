import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Written in DATA_DIR before a restore starts and removed once its database is in place: found
 * at start, it means a restore was cut (power cut, kill) and what DATA_DIR holds may be partial.
 */
export const RESTORE_MARKER = 'restore-unfinished';

export const restoreMarker = (dataDir: string) => join(dataDir, RESTORE_MARKER);

/** Refuses to open a data directory a restore left unfinished: serving it could show a lottery with missing data. */
export function refuseUnfinishedRestore(dataDir: string) {
  if (existsSync(restoreMarker(dataDir)))
    throw new Error(
      `A restore into ${dataDir} (DATA_DIR) did not finish (${RESTORE_MARKER} is there): its database may be incomplete. ` +
        'Move that DATA_DIR away and run `npm run restore FILE` again into an empty one.',
    );
}
