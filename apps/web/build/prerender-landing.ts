import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type * as Prerender from '../src/features/landing/prerender.tsx';

/**
 * The public landing page, prerendered at build time (issue 16, point 6): once the dashboard's
 * build is written, its React tree (src/features/landing) is rendered to static HTML with
 * `react-dom/server`, once per language, into dist/landing/<language>.html. Each page links the
 * dashboard's own stylesheets (cached for the sign-in page that follows), a stylesheet of what
 * Mantine wrote at render time (its CSS variables and responsive props), and one classic script
 * of a few hundred bytes (landing-script.ts). The server picks the language and fills in the
 * operator's contact (apps/api/src/http/web.ts).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'tiraj:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    async closeBundle() {
      await prerender(root, outDir);
    },
  };
}

const hashOf = (text: string) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mantine's `<style>` elements of a rendered tree: their CSS, and the markup without them. */
function takeStyles(body: string) {
  const css: string[] = [];
  const markup = body.replace(
    /<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g,
    (_, text) => {
      css.push(text);
      return '';
    },
  );
  return { css: css.join('\n'), markup };
}

/** Writes `text` as dist/assets/<name>-<hash>.<ext>; its URL. */
function writeAsset(outDir: string, name: string, ext: string, text: string) {
  const file = `assets/${name}-${hashOf(text)}.${ext}`;
  writeFileSync(join(outDir, file), text);
  return `/${file}`;
}

async function renderer(root: string): Promise<typeof Prerender> {
  const ssrDir = join(root, 'node_modules/.cache/tiraj-landing');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: 'src/features/landing/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const url = pathToFileURL(join(ssrDir, 'prerender.mjs'));
  url.searchParams.set('build', String(Date.now()));
  return (await import(url.href)) as typeof Prerender;
}

/** landing-script.ts as one minified classic script (no module: it runs before the page shows). */
async function script(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: 'src/features/landing/landing-script.ts', formats: ['iife'], name: 'landing' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) if (chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('landing-script.ts was not bundled');
}

async function prerender(root: string, outDir: string) {
  const spaHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The dashboard's stylesheets, as its own page links them: Mantine's, the font, global.css.
  const stylesheets = spaHtml.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const { renderLanding, LANGUAGES } = await renderer(root);
  const scriptUrl = writeAsset(outDir, 'landing', 'js', await script(root));
  mkdirSync(join(outDir, 'landing'), { recursive: true });
  for (const language of LANGUAGES) {
    const page = renderLanding(language);
    const { css, markup } = takeStyles(page.body);
    // The same tree in every language: one stylesheet, fetched once whatever the language.
    const cssUrl = writeAsset(outDir, 'landing', 'css', css);
    const html = `<!doctype html>
<html lang="${page.locale}" data-language="${language}" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(page.title)}</title>
    <meta name="description" content="${escapeHtml(page.description)}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script src="${scriptUrl}"></script>
    ${[...stylesheets, `<link rel="stylesheet" href="${cssUrl}">`].join('\n    ')}
  </head>
  <body>
    <div id="root">${markup}</div>
  </body>
</html>
`;
    writeFileSync(join(outDir, 'landing', `${language}.html`), html);
  }
}
