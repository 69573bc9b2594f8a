import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIN_KEY_LENGTH } from './key-length.ts';
import { RestoreRefused } from './read.ts';

/**
 * The secret backups are signed with (HMAC-SHA256). A digest anyone can recompute proves
 * nothing against a hand-edited file; a signature needs this key, which the operator keeps.
 */
export interface BackupKey {
  /** names the key in a backup's header, so a wrong key is told apart from a changed file */
  id: string;
  secret: Buffer;
}

export function backupKeyOf(text: string): BackupKey {
  const secret = Buffer.from(text.trim(), 'utf8');
  if (secret.length < MIN_KEY_LENGTH)
    throw new RestoreRefused(
      `The backup key is too short (${secret.length} characters): it needs at least ${MIN_KEY_LENGTH}.`,
    );
  // An HMAC of a fixed text: it tells keys apart without saying anything of the key itself.
  const id = createHmac('sha256', secret).update('tiraj backup key id').digest('hex').slice(0, 16);
  return { id, secret };
}

/** Where the key comes from: BACKUP_KEY, else the file BACKUP_KEY_FILE ($DATA_DIR/backup.key). */
export interface KeySource {
  key?: string;
  file: string;
}

/** The key to check a backup with; none configured is a refusal, never an unchecked restore. */
export function backupKeyToRead(source: KeySource): BackupKey {
  if (source.key) return backupKeyOf(source.key);
  if (existsSync(source.file)) return backupKeyOf(readFileSync(source.file, 'utf8'));
  throw new RestoreRefused(
    `No backup key: a backup is checked with the key that signed it. Set BACKUP_KEY, or copy the key file to ${source.file} (BACKUP_KEY_FILE).`,
  );
}

/**
 * The key to sign a backup with. With none configured, one is generated into the key file
 * (readable by its owner only) and `created` says so: the operator must be told to keep a copy
 * away from the backups, since no backup can be restored without it.
 */
export function backupKeyToWrite(source: KeySource): { key: BackupKey; created?: string } {
  if (source.key || existsSync(source.file)) return { key: backupKeyToRead(source) };
  mkdirSync(dirname(source.file), { recursive: true });
  // 'wx': two processes creating it at once never overwrite each other's key.
  try {
    writeFileSync(source.file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: backupKeyToRead(source) };
  }
  return {
    key: backupKeyToRead(source),
    created:
      `A backup key was created in ${source.file}: every backup is signed with it and no backup ` +
      'can be restored without it. Keep a copy of it somewhere safe, apart from the backups.',
  };
}
