// The slowest test files of a run, from each runner's JSON report: where the next trim of the
// suite's time should look first.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Vitest's JSON report: each file with its start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));
}

/** Playwright's JSON report: each file's tests' durations added up (its tests run one at a time). */
function playwrightFiles(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + result.duration);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, ms]) => ({ file: `e2e/tests/${file}`, ms }));
}

/** Prints the `count` slowest files of the runner's report, if the report exists. */
export function printSlowest(runner, reportFile, count = 15) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const files = runner === 'vitest' ? vitestFiles(report) : playwrightFiles(report);
  const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, count);
  console.log(`\nThe ${slowest.length} slowest files of ${runner}:`);
  for (const { file, ms } of slowest)
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
