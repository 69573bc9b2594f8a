import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askServerForBackup } from '../../src/backup/requests.ts';
import { openDatabase } from '../../src/db/client.ts';
import { embeddedFsyncCalls } from '../../src/db/durable-nodefs.ts';
import { freePort, scratchDirs } from '../support/scratch.ts';

/** The embedded database on disk: durable commits, kill -9, and `npm run backup` asking a live server. */
const scratch = scratchDirs('tiraj-embedded-test-');

describe('the embedded database on disk', () => {
  it('flushes every commit to the disk by default (EMBEDDED_DURABILITY=full), not with fast', async () => {
    const durable = await openDatabase({ dataDir: scratch() });
    try {
      const [fsync] = await durable.rows<{ fsync: string }>(sql`show fsync`);
      expect(fsync!.fsync).toBe('on');
      await durable.rows(sql`create table probe (n int)`);
      const before = embeddedFsyncCalls();
      for (let n = 0; n < 5; n++) await durable.rows(sql`insert into probe values (${n})`);
      expect(embeddedFsyncCalls() - before).toBeGreaterThanOrEqual(5);
    } finally {
      await durable.close();
    }
    const fast = await openDatabase({ dataDir: scratch(), embeddedDurability: 'fast' });
    try {
      const [fsync] = await fast.rows<{ fsync: string }>(sql`show fsync`);
      expect(fsync!.fsync).toBe('off');
    } finally {
      await fast.close();
    }
  }, 120_000);
});

describe('the embedded database killed in the middle of sales', () => {
  it('keeps every commit it acknowledged (kill -9), in the default durable mode', async () => {
    const dataDir = scratch();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../support/commit-forever.ts')],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let acknowledged = 0;
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const complete = printed.slice(0, printed.lastIndexOf('\n')).split('\n').at(-1);
      if (complete) acknowledged = Number(complete);
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Up to 90 s: the child starts PGlite and fsyncs each commit, slow on two busy cores.
    try {
      await expect.poll(() => acknowledged, { timeout: 90_000 }).toBeGreaterThanOrEqual(200);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const reopened = await openDatabase({ dataDir, migrate: false });
    try {
      const [kept] = await reopened.rows<{ count: string; max: number }>(
        sql`select count(*)::text as count, max(n) as max from acknowledged`,
      );
      // Every acknowledged row is there, with no gap; the one in flight at the kill may be too.
      expect(kept!.max).toBeGreaterThanOrEqual(acknowledged);
      expect(Number(kept!.count)).toBe(kept!.max);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});

describe('npm run backup against a running embedded server', () => {
  it('asks the server holding the data directory, which writes a whole backup', async () => {
    const dataDir = scratch();
    const port = await freePort();
    const root = join(import.meta.dirname, '../../../..');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'backup-admin',
      ADMIN_PASSWORD: 'backup-admin-password',
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      // A first start migrates a fresh durable database: on two busy cores (CI runs the suites
      // while other work goes on) that took over 20 s once, so wait for the server, and say so.
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              (r) => r.ok,
              () => false,
            ),
          { message: 'the server answers /api/health', timeout: 90_000 },
        )
        .toBe(true);
      const file = join(scratch(), 'live.jsonl.gz');
      const script = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/backup/cli.ts', 'backup', file],
        { cwd: root, env: { ...env, INIT_CWD: root } },
      );
      let output = '';
      script.stdout.on('data', (d) => (output += d));
      script.stderr.on('data', (d) => (output += d));
      const code = await new Promise((resolve) => script.once('exit', resolve));
      expect(code, output).toBe(0);
      expect(output).toContain(`pid ${server.pid}`);
      // No key configured: the server made one at this first backup, and the one who asked is told.
      expect(output).toContain(`A backup key was created in ${join(dataDir, 'backup.key')}`);
      const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
      expect(JSON.parse(lines[0]!)).toMatchObject({ tiraj: 'backup', source: 'pglite' });
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true });
      expect(lines.some((l) => l.includes('"backup-admin"'))).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 180_000);

  it('never signals a process that does not listen for backup requests (SIGUSR2 would end it)', async () => {
    const other = spawn('sleep', ['30']);
    try {
      const answer = await askServerForBackup(scratch(), other.pid!, join(scratch(), 'x.gz'));
      expect(answer).toMatchObject({
        ok: false,
        message: expect.stringMatching(/does not take backup requests/),
      });
      expect(other.exitCode).toBe(null);
      expect(other.signalCode).toBe(null);
    } finally {
      other.kill();
    }
  });
});
