// Builds the server once into plain JavaScript (`apps/api/dist/main.js`), so that `npm start`
// runs node on it instead of compiling TypeScript at every start (tsx stays for dev and tests).
// The workspace's own TypeScript (@tiraj/domain) is bundled in; every npm package stays an
// import, loaded from node_modules as it is. The migrations and the SQL functions are copied beside
// the bundle: the server finds them next to its own file (db/client.ts `migrationsFolder`,
// db/sql-functions.ts `functionsFolder`).
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // A bare import that is not the workspace's is an npm package: leave it to node.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tiraj/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(join(here, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
cpSync(join(here, 'src/db/functions'), join(out, 'functions'), { recursive: true });
