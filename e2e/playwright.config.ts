import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { operatorZone } from './operator-zone.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Where it is about noon now, whatever the clock: no run meets midnight (see operator-zone.ts).
const timeZone = operatorZone();

/** The specs queued first (see `projects`). */
const LONGEST = ['screen-walks.spec.ts'];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers at once: each test makes its own company and names and checks only what is its
  // own. On two cores a test then takes about 1.45 times as long, and the run 0.73 times (measured:
  // 99 tests, 866 s of tests in 445 s, against 589 s of tests in 606 s one at a time).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The longest tests are queued first and spread over the workers, so no worker is left with a
  // long one at the end: the screen walks (one shell in one language each, up to 2 minutes).
  projects: [
    { name: 'walks', testMatch: LONGEST, fullyParallel: true },
    { name: 'screens', testIgnore: LONGEST },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    // The browser asks for English unless a test says otherwise (issue 14: the language follows it).
    locale: 'en-US',
    // The operator's time zone for the staff too: "today" is the same day for the browser and the server.
    timezoneId: timeZone,
    // A trace records every action's page: kept where someone can open it, not in CI (a clean
    // clone, deleted after the run), where it only costs the browser's time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The real server as `npm start` runs it (built by `npm run build`), on a fresh in-memory
    // database, serving the built web app.
    command: 'node --enable-source-maps ../apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TZ_OPERATOR: timeZone,
      // A PostgreSQL database of the run's own when `npm test` has a server (E2E_DATABASE_URL),
      // else PGlite in memory.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'memory://',
      // Per port, like FILES_DIR: runs in other worktrees on other ports never share a directory.
      DATA_DIR: `/tmp/tiraj-e2e-${port}`,
      FILES_DIR: `/tmp/tiraj-e2e-files-${port}`,
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      CONTACT_PHONE: '+509 3700-0000',
      CONTACT_EMAIL: 'bonjou@tiraj.test',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: keep the run clear of the limits.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_ANON_PER_MINUTE: '1000000',
      // Issue 40: the lotteries' sources are a fake on loopback, started by the spec that asks
      // them (result-proposals.spec.ts); the scheduler stays off (RESULTS_FETCH).
      RESULTS_SOURCE_NY_OPEN_DATA_URL: `http://127.0.0.1:${port + 1000}/ny`,
      RESULTS_SOURCE_TEXAS_URL: `http://127.0.0.1:${port + 1000}/tx`,
    },
  },
});
