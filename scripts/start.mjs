// `npm start`: build the web app and the server when missing or older than their sources, then
// serve everything: node runs the server's built JavaScript (apps/api/dist), no TypeScript
// compiler at run time.
// SIGINT and SIGTERM are passed on to the child at work (the build, then the server), and this
// process exits only once that child has ended, with its exit code: a process manager that
// signals `npm start` sees it end when the server has closed, not before.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist/index.html');
// The dashboard's build writes index.html and the prerendered landing pages; the point of sale's, pos.html.
const pages = [join(web, 'dist/landing/fr.html'), join(web, 'dist/pos.html')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `output` is missing or older than any file of `inputs` (folders or files). */
function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...inputs.map((i) => (statSync(i).isDirectory() ? newestMtime(i) : statSync(i).mtimeMs)),
  );
  return newest > statSync(output).mtimeMs;
}

// WEB_DIST names a web app built elsewhere (a deployment, the tests): serve it as it is.
const stale =
  !process.env.WEB_DIST &&
  (!pages.every((page) => existsSync(page)) ||
    isStale(built, [
      join(web, 'src'),
      join(web, 'public'),
      join(web, 'build'),
      join(web, 'index.html'),
      join(web, 'pos.html'),
      'packages/domain/src',
    ]));
const api = 'apps/api';
const server = join(api, 'dist/main.js');
const serverStale = isStale(server, [
  join(api, 'src'),
  join(api, 'build.mjs'),
  'packages/domain/src',
]);

let child;
let stopping;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = signal;
    child?.kill(signal);
  });

/** Runs a child to its end; answers its exit code (128 + n when a signal ended it). */
function run(command, args, cwd) {
  child = spawn(command, args, { stdio: 'inherit', cwd });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}

if (stale) {
  console.log('Building the web app…');
  // vite itself, not `npm run build`: npm would run it under `sh -c`, which dies of a signal
  // without passing it on.
  // Two builds, as `npm run build -w @tiraj/web`: the dashboard (and landing), then the point of sale.
  const vite = join(process.cwd(), 'node_modules/.bin/vite');
  for (const args of [['build'], ['build', '--config', 'vite.pos.config.ts']]) {
    const status = await run(vite, args, web);
    if (status !== 0 || stopping) process.exit(status || 1);
  }
}
if (serverStale) {
  console.log('Building the server…');
  const status = await run(process.execPath, ['build.mjs'], api);
  if (status !== 0 || stopping) process.exit(status || 1);
}
process.exit(await run(process.execPath, ['--enable-source-maps', server]));
