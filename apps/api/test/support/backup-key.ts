import { backupKeyOf } from '../../src/backup/key.ts';

/** The key the tests' backups are signed with, as an operator's BACKUP_KEY would be. */
export const TEST_BACKUP_KEY_TEXT = 'tiraj-test-backup-key-0123456789abcdef';
export const testBackupKey = backupKeyOf(TEST_BACKUP_KEY_TEXT);

/** Another operator's key: a backup it signed is not one the test key accepts. */
export const otherBackupKey = backupKeyOf('another-installation-key-fedcba9876543210');
