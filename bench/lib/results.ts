import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(import.meta.dirname, '../RESULTS.md');

/** Replaces one `## section` of bench/RESULTS.md, keeping the others. */
export function writeSection(title: string, body: string) {
  const current = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Benchmark results\n\nFigures measured by `npm run bench:sales` and `npm run bench:reports`; each run rewrites its own section.\n';
  const heading = `## ${title}`;
  const start = current.indexOf(heading);
  const section = `${heading}\n\n${body.trim()}\n`;
  if (start === -1) {
    writeFileSync(FILE, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  writeFileSync(
    FILE,
    current.slice(0, start) + section + (next === -1 ? '' : current.slice(next + 1)),
  );
}
