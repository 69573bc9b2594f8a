import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package points every bundler at its development build (warnings, invariant
 * texts); its production build sits beside it, the same API. Built apps take that one: about
 * 4 kB gzip off the sign-in page and the point of sale's first load (both have a budget).
 * `npm run dev` keeps the development build and its warnings.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export const productionBuilds = (command: 'build' | 'serve'): Alias[] =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
      ]
    : [];
