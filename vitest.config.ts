import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each API test file opens its own database; two at a time fit this machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Migrates a PGlite template once; every in-memory test database is a copy of it.
          globalSetup: ['apps/api/test/support/pglite-template.ts'],
          // Files share a worker's loaded modules (the server's code is loaded once per worker,
          // not per file); each file still has its own database and server (testApp()).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
