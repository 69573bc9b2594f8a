// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tiraj/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tiraj/web'], { stdio: 'inherit' }),
];
console.log('Tiraj dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
