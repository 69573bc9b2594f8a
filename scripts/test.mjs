// `npm test`: every test — unit and API integration (Vitest), then browser e2e (Playwright in Chromium).
// Ends with one line `tests: N passed, N failed` counting both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const vitestReport = 'test-results/vitest.json';
const e2eReport = 'e2e/test-results/results.json';
mkdirSync('test-results', { recursive: true });
for (const report of [vitestReport, e2eReport]) rmSync(report, { force: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

const unitAndApi = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
]);
const e2e = run('npm', ['run', 'test:e2e']);

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
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(unitAndApi || e2e || (failed > 0 ? 1 : 0) || (passed === 0 ? 1 : 0));
