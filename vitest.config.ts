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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
