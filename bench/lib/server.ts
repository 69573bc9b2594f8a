import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = { userName: 'bench-admin', password: 'bench-admin-password' };

/** A fresh PostgreSQL database for one run; dropped by the returned function. */
export function freshPostgresDatabase(prefix: string): { url: string; drop: () => void } {
  const name = `${prefix}_${Date.now()}`;
  execFileSync('psql', [PG_ADMIN_URL, '-qc', `create database ${name}`]);
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]+$/, `/${name}`),
    drop: () =>
      execFileSync('psql', [PG_ADMIN_URL, '-qc', `drop database if exists ${name} with (force)`]),
  };
}

export interface RunningServer {
  base: string;
  /** the server's process, for its CPU time */
  pid: number;
  stop: () => Promise<void>;
}

/** The real server, as `npm start` runs it, on PGlite (no URL) or PostgreSQL. */
export async function startServer(
  port: number,
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
  extraNodeArgs: string[] = [],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tiraj-bench-'));
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', ...extraNodeArgs, 'apps/api/src/main.ts'],
    {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
        ADMIN_USERNAME: ADMIN.userName,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        SIGNIN_MAX_FAILURES_PER_IP: '100000',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function call<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function machine(): string {
  const cpus = execFileSync('nproc').toString().trim();
  const mem = execFileSync('free', ['-g']).toString().split('\n')[1]?.split(/\s+/)[1];
  return `${cpus} cores, ${mem} GiB, Node ${process.version}, ${execFileSync('psql', ['--version']).toString().trim()}`;
}
