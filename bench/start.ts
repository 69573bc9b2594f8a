/**
 * `npm run bench:start`: how long the built server takes to answer its health
 * check, on a new data directory (first start: the schema is created) and on
 * an existing one, and how much memory it holds idle, on PGlite and PostgreSQL.
 * Runs `node apps/api/dist/main.js` as `npm start` does, after building it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, freshPostgresDatabase, machine } from './lib/server.ts';
import { writeSection } from './lib/results.ts';

const ROOT = join(import.meta.dirname, '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const PORT = 3514;

execFileSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'apps/api') });

/** Resident memory of a process, in MB (from /proc: what `ps` calls RSS). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** Starts the server, answers the seconds to a healthy answer and (optionally) the idle RSS. */
async function startOnce(env: Record<string, string>, idle: boolean) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  let seconds = 0;
  for (;;) {
    if (exited !== undefined)
      throw new Error(`the server ended (${exited}) before answering:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {
      // not up yet
    }
    if (performance.now() - started > 120_000)
      throw new Error(`no healthy answer in 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  let memory = 0;
  if (idle) {
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    memory = rssMb(child.pid!);
  }
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  await new Promise((r) => setTimeout(r, 200)); // the port is free again
  return { seconds, memory };
}

async function measure(label: string, env: Record<string, string>) {
  const first = await startOnce(env, false);
  const again: number[] = [];
  let memory = 0;
  for (let i = 0; i < STARTS; i++) {
    const run = await startOnce(env, i === STARTS - 1);
    again.push(run.seconds);
    memory = run.memory || memory;
  }
  again.sort((a, b) => a - b);
  return { label, first: first.seconds, median: again[Math.floor(again.length / 2)]!, memory };
}

const rows = [
  await measure('PGlite (embedded)', {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tiraj-start-')),
    DATABASE_URL: '',
  }),
];
const pg = freshPostgresDatabase('tiraj_start');
try {
  rows.push(
    await measure('PostgreSQL', {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tiraj-start-')),
      DATABASE_URL: pg.url,
    }),
  );
} finally {
  pg.drop();
}

const limits: Record<string, number> = { 'PGlite (embedded)': 400, PostgreSQL: 150 };
const text = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}: \`node apps/api/dist/main.js\` as \`npm start\` runs it once built, until \`/api/health\` answers 200; memory is the server's resident set after ${IDLE_SECONDS} s idle.

| database | first start, new data (s) | start on existing data, median of ${STARTS} (s) | idle memory (MB) | targets |
| --- | --- | --- | --- | --- |
${rows
  .map(
    (r) =>
      `| ${r.label} | ${r.first.toFixed(2)} | ${r.median.toFixed(2)} | ${r.memory.toFixed(0)} | start < 3 s (${r.median < 3 ? 'met' : 'missed'}), memory ≤ ${limits[r.label]} MB (${r.memory <= limits[r.label]! ? 'met' : 'missed'}) |`,
  )
  .join('\n')}`;
console.log(text);
writeSection('Start and idle memory (bench:start)', text);
