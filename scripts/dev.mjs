// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173).
// The tools are run themselves, not through `npm run`, whose `sh -c` would die of a signal without
// passing it on. SIGINT/SIGTERM go to both; this process ends when both have ended.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join(process.cwd(), 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: 'apps/api',
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: 'apps/web', stdio: 'inherit' }),
];
console.log('Tiraj dev: open http://localhost:5173 (API on http://127.0.0.1:3000)');

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

let running = children.length;
for (const c of children)
  c.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop('SIGTERM'); // one ended: the other has no use alone
    if (--running === 0) process.exit();
  });
