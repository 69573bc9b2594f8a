// `npm test`: every test — unit and API integration (Vitest) and browser e2e (Playwright in
// Chromium, after building the web app), one runner after the other: run side by side on a
// 2-core machine they took twice as long as in turn (measured: 707 s against about 300 s) and
// the slowest tests ran out of time.
// Each runner's lines are prefixed with its name. Ends with one line `tests: N passed, N failed`
// counting both runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { printSlowest } from './slowest-tests.mjs';

const vitestReport = 'test-results/vitest.json';
const e2eReport = 'e2e/test-results/results.json';
mkdirSync('test-results', { recursive: true });
for (const report of [vitestReport, e2eReport]) rmSync(report, { force: true });

/** Runs a command to its end, each line of its output prefixed; answers its exit code. */
function run(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/**
 * With TEST_DATABASE_URL, the end-to-end server runs on a PostgreSQL database of its own, created
 * here and dropped after (the embedded engine has its own API tests); else on PGlite in memory.
 */
async function withE2eDatabase(runE2e) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return runE2e();
  const name = `tiraj_e2e_${process.pid}_${Date.now()}`;
  const psql = (statement) =>
    run('e2e', 'psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', statement]);
  if ((await psql(`create database ${name}`)) !== 0) return 1;
  process.env.E2E_DATABASE_URL = server.replace(/\/[^/?]*(\?.*)?$/, `/${name}`);
  try {
    return await runE2e();
  } finally {
    await psql(`drop database if exists ${name} with (force)`);
  }
}

const started = Date.now();
const unitAndApi = await run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
]);
// CI builds the web app and the server beside the type check and the lint (.ci/run) and says so:
// then the end-to-end tests run on that build instead of building again.
const e2eScript =
  process.env.TIRAJ_BUILT === '1' ? ['run', 'test', '-w', '@tiraj/e2e'] : ['run', 'test:e2e'];
const e2e = await withE2eDatabase(() => run('e2e', 'npm', e2eScript));

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync(e2eReport)) {
  const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
}
printSlowest('vitest', vitestReport);
printSlowest('playwright', e2eReport);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nnpm test took ${seconds} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(unitAndApi || e2e || (failed > 0 ? 1 : 0) || (passed === 0 ? 1 : 0));
