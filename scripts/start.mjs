// `npm start`: build the web app when it is missing or older than its sources, then serve everything.
import { spawnSync, spawn } from 'node:child_process';
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
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newestMtime), statSync(join(web, 'index.html')).mtimeMs) >
    statSync(built).mtimeMs;

if (stale) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@tiraj/web'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
