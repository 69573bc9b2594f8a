import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API suite runs once. With TEST_DATABASE_URL (CI, any machine with a PostgreSQL server)
 * every file runs on PostgreSQL, each on a copy of a template migrated once, and the files below
 * prove the embedded engine on PGlite. Without it (a newcomer with Node only) every file runs on
 * PGlite, the embedded engine's own files included.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * PGlite's own: the data directory on disk, durability, its template, stopping `npm start`, and
 * the backup command (it opens the embedded database whatever the suite runs on: once is enough).
 */
const EMBEDDED_ONLY = [
  'apps/api/test/backup/backup-cli.test.ts',
  'apps/api/test/db/embedded-database.test.ts',
  'apps/api/test/db/pglite-template.test.ts',
  'apps/api/test/stopping.test.ts',
];

/**
 * Run on PGlite too when the suite runs on PostgreSQL: backups, the sale, settlement, seller
 * money, the LotterySoft import and devices, a smoke test per feature.
 */
const EMBEDDED_PROOF = [
  ...EMBEDDED_ONLY,
  'apps/api/test/backup/backup.test.ts',
  'apps/api/test/backup/damaged-backup.test.ts',
  'apps/api/test/modules/seller-device/sales.test.ts',
  'apps/api/test/modules/seller-device/refusal-room.test.ts',
  'apps/api/test/settlement/winning-number-settlement.test.ts',
  'apps/api/test/db/embedded-smoke.test.ts',
  'apps/api/test/lotterysoft-import/import.test.ts',
  'apps/api/test/modules/seller-money/credit-and-payout-limits.test.ts',
  'apps/api/test/modules/seller-money/seller-money-day.test.ts',
  'apps/api/test/modules/seller-money/credit-refusals.test.ts',
  'apps/api/test/modules/lotterysoft/fixtures.test.ts',
  'apps/api/test/modules/lotterysoft/new-ticket.test.ts',
  // issue 39: the sale's SQL resolves a branch's own payout terms as the domain does
  'apps/api/test/modules/branches/branch-terms-sql.test.ts',
];

/** Reloads zod (vi.resetModules) to read its process-wide configuration: its own modules. */
const DOMAIN_OWN_MODULES = 'packages/domain/test/without-eval.test.ts';

function apiProject(
  name: string,
  database: 'pglite' | 'postgres',
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude,
      // Migrates a template once; every test database is a copy of it.
      globalSetup: [`apps/api/test/support/${database}-template.ts`],
      provide: { testDatabase: database },
      // Files share a worker's loaded modules (the server's code is loaded once per worker,
      // not per file); each file still has its own database and server (testApp()).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Each API test file opens its own database; two at a time fit this machine's two cores.
    maxWorkers: 2,
    projects: [
      // Pure rules: the files share a worker's loaded modules (29 s → 14 s on a busy machine),
      // except the one that reloads zod to read its process-wide configuration.
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          exclude: [DOMAIN_OWN_MODULES],
          isolate: false,
        },
      },
      { test: { name: 'domain-own-modules', include: [DOMAIN_OWN_MODULES] } },
      // Node by default; a test that needs a DOM (components, the device's storage) says so in
      // its first line: `// @vitest-environment happy-dom`.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      onPostgres
        ? apiProject('api', 'postgres', ['apps/api/test/**/*.test.ts'], EMBEDDED_ONLY)
        : apiProject('api', 'pglite', ['apps/api/test/**/*.test.ts']),
      ...(onPostgres ? [apiProject('api-pglite', 'pglite', EMBEDDED_PROOF)] : []),
    ],
  },
});
