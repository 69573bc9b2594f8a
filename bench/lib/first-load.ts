import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built web app (`npm run build` first: the benchmarks build nothing). */
export const dist = join(import.meta.dirname, '../../apps/web/dist');

export interface Chunk {
  path: string;
  how: 'script' | 'modulepreload' | 'import';
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  page: string;
  chunks: Chunk[];
  raw: number;
  gzip: number;
  css: { path: string; gzip: number }[];
}

const sizeOf = (path: string) => {
  const bytes = readFileSync(join(dist, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(path: string): string[] {
  const code = readFileSync(join(dist, path), 'utf8');
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => dir + m[1]!.slice(2),
  );
}

/**
 * The JavaScript a built page loads before it can draw, gzip level 9: its scripts (module or
 * classic), its modulepreloads, and every chunk they import statically; what loads later
 * (dynamic imports: the other screens) is not counted. `page` is a file of dist/.
 */
export function firstLoad(page: string): FirstLoad {
  const file = join(dist, page);
  if (!existsSync(file)) {
    console.error(`apps/web/dist/${page} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const html = readFileSync(file, 'utf8');
  const found = new Map<string, Chunk['how']>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) found.set(m[1]!, 'script');
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g))
    if (!found.has(m[1]!)) found.set(m[1]!, 'modulepreload');
  const queue = [...found.keys()];
  for (let path = queue.shift(); path; path = queue.shift()) {
    for (const imported of staticImports(path)) {
      if (found.has(imported)) continue;
      found.set(imported, 'import');
      queue.push(imported);
    }
  }
  const chunks = [...found].map(([path, how]) => ({ path, how, ...sizeOf(path) }));
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
    (m) => ({ path: m[1]!, gzip: sizeOf(m[1]!).gzip }),
  );
  return {
    page,
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    raw: chunks.reduce((s, c) => s + c.raw, 0),
    gzip: chunks.reduce((s, c) => s + c.gzip, 0),
    css,
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The chunks of a first load as a Markdown table. */
export function chunkTable(load: FirstLoad): string {
  const rows = load.chunks.map(
    (c) => `| ${c.path.replace('assets/', '')} | ${c.how} | ${kb(c.raw)} | ${kb(c.gzip)} |`,
  );
  return `| chunk | loaded as | raw kB | gzip kB |
| --- | --- | --- | --- |
${rows.join('\n')}
| **total** | | **${kb(load.raw)}** | **${kb(load.gzip)}** |`;
}

export const cssLine = (load: FirstLoad) =>
  load.css.map((c) => `${c.path.replace('assets/', '')} ${kb(c.gzip)} kB gzip`).join(', ') ||
  'none';

export const measuredAt = () => new Date().toISOString().slice(0, 16).replace('T', ' ');
