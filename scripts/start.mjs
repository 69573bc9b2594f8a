// `npm start`: build the web app when it is missing or older than its sources, then serve everything.
// SIGINT and SIGTERM are passed on to the child at work (the build, then the server), and this
// process exits only once that child has ended, with its exit code: a process manager that
// signals `npm start` sees it end when the server has closed, not before.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(web, 'src'), join(web, 'public'), 'packages/domain/src'];
// WEB_DIST names a web app built elsewhere (a deployment, the tests): serve it as it is.
const stale =
  !process.env.WEB_DIST &&
  (!existsSync(built) ||
    Math.max(...sources.map(newestMtime), statSync(join(web, 'index.html')).mtimeMs) >
      statSync(built).mtimeMs);

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
  const status = await run(join(process.cwd(), 'node_modules/.bin/vite'), ['build'], web);
  if (status !== 0 || stopping) process.exit(status || 1);
}
process.exit(await run(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']));
