import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/scratch.ts';

/**
 * `npm start` as a process manager runs it: SIGTERM goes to the npm process only.
 * Everything it started must close cleanly and end, the request in flight answered.
 */
const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'tiraj-stopping-'));
const webDist = join(work, 'web');
const admin = { userName: 'stop-admin', password: 'stop-admin-password' };
const groups: number[] = [];

afterAll(() => {
  // Only if a test failed half-way: nothing of ours may outlive it.
  for (const group of groups) if (liveProcessesOf(group).length) process.kill(-group, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** The processes of a process group that are still alive (zombies waiting to be reaped are not). */
function liveProcessesOf(pgid: number): string[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, g, stat]) => Number(g) === pgid && !stat?.startsWith('Z'))
    .map((fields) => fields.join(' '));
}

/** Waits until the server's log, from the `from`th character on, holds `text`. */
const logSays = (run: { output: string }, text: string, from = 0) =>
  expect.poll(() => run.output.slice(from), { timeout: 30_000 }).toContain(text);

async function waitForHealth(port: number, exited: () => boolean) {
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
  await expect
    .poll(async () => (exited() ? 'exited' : await healthy()), {
      message: 'the server starts',
      timeout: 90_000,
      interval: 250,
    })
    .toBe(true);
}

/**
 * A sign-in whose body arrives in two parts, the second one `later`: a request
 * the server has begun and must finish. Answers the raw HTTP response.
 */
function slowSignIn(port: number) {
  const body = JSON.stringify(admin);
  const half = Math.floor(body.length / 2);
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const answered = new Promise<string>((done, fail) => {
    socket.on('end', () => done(received));
    socket.on('error', fail);
  });
  socket.write(
    `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, half),
  );
  return { rest: () => socket.write(body.slice(half)), answered };
}

/** A company's subadmin, made through the admin API; answers its token. */
async function subadminToken(base: string) {
  const signIn = async (user: { userName: string; password: string }) => {
    const answer = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };
  const boss = { userName: 'stop-boss', password: 'stop-boss-pw' };
  const form = new FormData();
  for (const [k, v] of Object.entries({
    ...boss,
    companyName: 'Banque Stop',
    address: 'Delmas 33',
    phoneNumber: '+509 3400 0000',
    isActive: 'true',
  }))
    form.append(k, v);
  const added = await fetch(`${base}/api/admin/addsubadmin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signIn(admin)}` },
    body: form,
  });
  expect(added.status, await added.clone().text()).toBe(200);
  return signIn(boss);
}

/** `npm start` on its own data directory, a built web app elsewhere and a free port, once healthy. */
async function startNpm(name: string, env: Record<string, string> = {}) {
  mkdirSync(webDist, { recursive: true });
  // A built web app elsewhere (WEB_DIST): `npm start` serves it and builds nothing.
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tiraj</title>');
  const dataDir = join(work, name);
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true, // its own process group: what is left of it can be found
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '', // the embedded database, in DATA_DIR
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.userName,
      ADMIN_PASSWORD: admin.password,
      // debug: the log says when a request has come in, so the tests wait for that, not a while.
      LOG_LEVEL: 'debug',
      ...env,
    },
  });
  const group = npm.pid!;
  groups.push(group);
  const run = {
    npm,
    group,
    port,
    lockFile: join(dataDir, 'tiraj.lock'),
    output: '',
    exitCode: undefined as number | null | undefined,
    exited: undefined as unknown as Promise<number | null>,
  };
  npm.stdout.on('data', (c: Buffer) => (run.output += c.toString()));
  npm.stderr.on('data', (c: Buffer) => (run.output += c.toString()));
  run.exited = new Promise((done) => npm.on('exit', (code) => done((run.exitCode = code))));
  await waitForHealth(port, () => run.exitCode !== undefined);
  expect(run.output).toContain(`Tiraj is running on http://127.0.0.1:${port}`);
  expect(existsSync(run.lockFile)).toBe(true);
  expect(liveProcessesOf(group).length).toBeGreaterThanOrEqual(3); // npm, start.mjs, the server
  return run;
}

describe('stopping npm start', () => {
  it('SIGTERM to npm finishes the request in flight, closes the database and leaves no process behind', async () => {
    const run = await startNpm('clean');

    // A live chat stream (a long-lived answer) must not hold the stop.
    const base = `http://127.0.0.1:${run.port}`;
    const stream = await fetch(`${base}/api/chat/stream`, {
      headers: { authorization: `Bearer ${await subadminToken(base)}` },
    });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    const logged = run.output.length;
    const request = slowSignIn(run.port);
    await logSays(run, '"url":"/api/auth/signin"', logged); // the server has the request's head
    const signalledAt = Date.now();
    process.kill(run.npm.pid!, 'SIGTERM');
    await logSays(run, 'SIGTERM received, closing', logged);
    expect(run.exitCode, run.output).toBeUndefined(); // npm waits for the server
    request.rest();

    const answer = await request.answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    expect(await streamEnded).toContain('event: ready');
    expect(await run.exited, run.output).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000); // well before the 10 s deadline
    expect(run.output).toContain('SIGTERM received, closing');
    expect(liveProcessesOf(run.group), run.output).toEqual([]);
    expect(existsSync(run.lockFile)).toBe(false);
  }, 150_000);

  it('a stop held by a request that never ends is cut short at the deadline, said in the log', async () => {
    const run = await startNpm('deadline', { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    slowSignIn(run.port); // its body never comes
    await logSays(run, '"url":"/api/auth/signin"');
    const signalledAt = Date.now();
    process.kill(run.npm.pid!, 'SIGTERM');

    expect(await run.exited, run.output).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(run.output).toContain('still closing 1 s after SIGTERM: exiting without waiting longer');
    expect(liveProcessesOf(run.group), run.output).toEqual([]);
    expect(existsSync(run.lockFile)).toBe(false);
  }, 150_000);
});
