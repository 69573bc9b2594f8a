import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { postgresForTest } from './support/postgres.ts';
import { freePorts, scratchDirs } from './support/scratch.ts';

/**
 * Two instances started together on one new, empty PostgreSQL database (a deployment's first
 * start behind a load balancer): the machine's PostgreSQL server, whatever the suite runs on,
 * as the other tests of two instances do. Each is the real `main.ts` in its own process.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = scratchDirs('tiraj-admin-race-');

async function start(url: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: scratch(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      exitCode = code;
      done();
    }),
  );
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  return {
    output: () => output,
    exitCode: () => exitCode,
    healthy,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Waits until the instance answers /api/health, or has exited. */
async function upOrExited(instance: Awaited<ReturnType<typeof start>>) {
  const deadline = Date.now() + 90_000;
  while (instance.exitCode() === undefined && !(await instance.healthy())) {
    if (Date.now() > deadline) throw new Error(`no answer in 90 s:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts two instances on `url`; `whileStarting` runs once both processes are launched. */
async function startTwo(url: string, whileStarting: () => Promise<void> = async () => {}) {
  const [first, second] = await freePorts(2);
  const instances = [await start(url, first!), await start(url, second!)];
  try {
    await whileStarting();
    await Promise.all(instances.map(upOrExited));
    expect(
      instances.map((i) => i.exitCode()),
      instances.map((i) => i.output()).join('\n'),
    ).toEqual([undefined, undefined]);
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
  return instances.map((i) => i.output()).join('\n');
}

/** Exactly one admin, and the logs of both show no hash and the random password once. */
async function expectOneAdmin(url: string, logs: string) {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ user_name: string }>(
      `select user_name from users where role = 'admin'`,
    );
    expect(rows.map((r) => r.user_name)).toEqual(['admin']);
  } finally {
    await client.end();
  }
  expect(logs).not.toMatch(/\$argon2|password_hash/);
  // The random password is shown once, by the instance that created the admin.
  expect(logs.match(/password: {2}\S+/g), logs).toHaveLength(1);
}

describe('two instances starting together on a new PostgreSQL database', () => {
  it('an empty database: both migrate it and come up, with one admin and no hash logged', async () => {
    const url = await postgresForTest(); // empty: the instances migrate it themselves
    await expectOneAdmin(url, await startTwo(url));
  }, 180_000);

  it('both look for the admin at the same instant: both come up, one admin, no hash logged', async () => {
    // Migrated, no admin yet. A lock on `users` holds both instances at their first look for
    // the admin until both are there, then lets them go together: the race, every time.
    const url = await postgresForTest();
    const migrated = await openDatabase({ databaseUrl: url, dataDir: scratch() });
    await migrated.close();
    const holder = await connect(url);
    try {
      await holder.query('begin');
      await holder.query('lock table users in access exclusive mode');
      const logs = await startTwo(url, async () => {
        await expect
          .poll(
            async () =>
              (
                await holder.query<{ n: number }>(
                  `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
                   where c.relname = 'users' and not l.granted`,
                )
              ).rows[0]!.n,
            { message: 'both instances wait on users', timeout: 90_000, interval: 100 },
          )
          .toBe(2);
        await holder.query('commit');
      });
      await expectOneAdmin(url, logs);
    } finally {
      await holder.end();
    }
  }, 180_000);
});
