import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { backupKeyOf } from '../../src/backup/key.ts';
import { readBackup } from '../../src/backup/read.ts';
import { openDatabase } from '../../src/db/client.ts';
import { TEST_BACKUP_KEY_TEXT } from '../support/backup-key.ts';
import { damagedBackups, expectShort } from './damaged-files.ts';

/**
 * The backup command as an operator runs it (`npm run backup`, `npm run restore`): what it prints
 * and its exit code, on the damaged copies the in-process tests refuse (damaged-backup.test.ts).
 * The command opens the embedded database whatever the suite runs on, so this file runs once, in
 * the embedded engine's project (vitest.config.ts), not once per engine: each command is a new
 * Node process loading the server's code, seconds each.
 */
const {
  scratch,
  good,
  copyWith,
  withHeader,
  tampered,
  tamperedRehashed,
  reorderedRehashed,
  reorderedSigned,
  truncated,
} = await damagedBackups('tiraj-backup-cli-');

const exec = promisify(execFile);
/** The real command, as an operator runs it: what it prints and its exit code. */
async function cli(...args: string[]) {
  return cliWith({ BACKUP_KEY: TEST_BACKUP_KEY_TEXT }, ...args);
}

async function cliWith(vars: NodeJS.ProcessEnv, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: scratch(),
    LOG_LEVEL: 'silent',
    ...vars,
  };
  delete env.DATABASE_URL; // the embedded database, whatever the suite runs on
  return exec(process.execPath, ['--import', 'tsx', 'apps/api/src/backup/cli.ts', ...args], {
    env,
    cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run backup -- --verify FILE', () => {
  it('says a good backup is whole, and refuses damaged ones with one line and exit code 1', async () => {
    const ok = await cli('backup', '--verify', good);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/is a whole Tiraj backup, signed with this backup key/);
    for (const file of [tampered, tamperedRehashed]) {
      const bad = await cli('backup', '--verify', file);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toBe('');
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/does not match its signature/);
      expectShort(bad.stderr.trim());
    }
  });

  it('a reordered file: verify refuses it with the very words the restore refuses it with', async () => {
    for (const file of [reorderedRehashed, reorderedSigned]) {
      const verified = await cli('backup', '--verify', file);
      const restored = await cli('restore', file);
      expect(verified.code).toBe(1);
      expect(restored.code).toBe(1);
      expect(verified.stderr.trim()).toMatch(/rows of table tickets stand after those of/);
      expect(verified.stderr.trim()).toBe(restored.stderr.trim());
    }
  });

  it('no key configured: verify and restore refuse and say where the key goes', async () => {
    for (const args of [
      ['backup', '--verify', good],
      ['restore', good],
    ]) {
      const bad = await cliWith({ BACKUP_KEY: '' }, ...args);
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim()).toMatch(/No backup key.*BACKUP_KEY.*backup\.key/);
      expectShort(bad.stderr.trim());
    }
  });

  it('a backup from before signing: refused, then read with --accept-unsigned and a warning', async () => {
    const formatTwo = copyWith('cli-format-2.jsonl.gz', withHeader({ version: 2 }), 'sha256');
    const refused = await cli('backup', '--verify', formatTwo);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--accept-unsigned/);
    const accepted = await cli('backup', '--verify', formatTwo, '--accept-unsigned');
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stderr).toMatch(/not signed .*anyone could have changed its rows/);
  });

  it('npm run restore of a truncated file: one line, exit code 1, no stack trace', async () => {
    const bad = await cli('restore', truncated[0]!);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(/cut short|incomplete/);
    expectShort(bad.stderr.trim());
  });
});

describe('npm run backup with no key configured', () => {
  it('makes a key file, says to keep it, and signs with it; the next backup uses it', async () => {
    const dataDir = scratch();
    await (await openDatabase({ dataDir })).close(); // a database to back up
    const first = await cliWith(
      { BACKUP_KEY: '', DATA_DIR: dataDir },
      'backup',
      join(dataDir, 'a.jsonl.gz'),
    );
    expect(first.code, first.stderr).toBe(0);
    const keyFile = join(dataDir, 'backup.key');
    expect(first.stdout).toContain(`A backup key was created in ${keyFile}`);
    expect(first.stdout).toMatch(/Keep a copy of it somewhere safe, apart from the backups/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = await cliWith(
      { BACKUP_KEY: '', DATA_DIR: dataDir },
      'backup',
      join(dataDir, 'b.jsonl.gz'),
    );
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).not.toContain('was created');
    const fileKey = backupKeyOf(readFileSync(keyFile, 'utf8'));
    for (const name of ['a.jsonl.gz', 'b.jsonl.gz'])
      expect((await readBackup(join(dataDir, name), { key: fileKey })).signed).toBe(true);
  }, 90_000); // two CLI runs, each a new Node process loading tsx: 30 s on a busy machine
});
