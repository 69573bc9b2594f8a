/**
 * `npm run bench:pos`: the point of sale's first load, read off the built app
 * (run `npm run build` first; this builds nothing). Sums the gzip size of the
 * JavaScript /pos loads before it can draw: the entry script and every
 * modulepreload in dist/pos.html. The target is at most 150 kB.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSection } from './lib/results.ts';

const TARGET_KB = 150;
const dist = join(import.meta.dirname, '../apps/web/dist');
const htmlFile = join(dist, 'pos.html');
if (!existsSync(htmlFile)) {
  console.error('apps/web/dist/pos.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(htmlFile, 'utf8');

/** `/assets/x.js` named by a tag of the page, with how the page loads it. */
const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => ({
  path: m[1]!,
  how: 'entry',
}));
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
  (m) => ({ path: m[1]!, how: 'modulepreload' }),
);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map(
  (m) => m[1]!,
);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sizeOf = (path: string) => {
  const bytes = readFileSync(join(dist, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const chunks = [...scripts, ...preloads].map((c) => ({ ...c, ...sizeOf(c.path) }));
const totalGzip = chunks.reduce((s, c) => s + c.gzip, 0);
const totalRaw = chunks.reduce((s, c) => s + c.raw, 0);
const css = styles.map((path) => ({ path, ...sizeOf(path) }));
const met = totalGzip / 1000 <= TARGET_KB;

const rows = chunks
  .sort((a, b) => b.gzip - a.gzip)
  .map((c) => `| ${c.path.replace('/assets/', '')} | ${c.how} | ${kb(c.raw)} | ${kb(c.gzip)} |`);
const body = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC from apps/web/dist/pos.html (gzip level 9, kB = 1000 bytes).
First-load JavaScript of \`/pos\` (the entry and its modulepreloads; the other screens load when opened): **${kb(totalGzip)} kB gzip** (${kb(totalRaw)} kB raw), target ≤ ${TARGET_KB} kB (${met ? 'met' : 'missed'}).
CSS: ${css.map((c) => `${c.path.replace('/assets/', '')} ${kb(c.gzip)} kB gzip`).join(', ') || 'none'}.

| chunk | loaded as | raw kB | gzip kB |
| --- | --- | --- | --- |
${rows.join('\n')}
| **total** | | **${kb(totalRaw)}** | **${kb(totalGzip)}** |`;

console.log(body);
writeSection('Point of sale first load (bench:pos)', body);
