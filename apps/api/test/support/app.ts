import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { configFrom } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { postgresForTest, onPostgres } from './postgres.ts';
import { TZ } from './zone.ts';

/**
 * A whole server on a database of its own, a copy of the template the project's global setup
 * migrated once: on PostgreSQL (postgres-template.ts) when the project runs there, else PGlite
 * in memory (pglite-template.ts). Closed after the file.
 */
export async function testApp(env: Record<string, string> = {}): Promise<BuiltApp> {
  const config = configFrom({
    DATABASE_URL:
      env.DATABASE_URL ?? (onPostgres() ? await postgresForTest({ migrated: true }) : 'memory://'),
    LOG_LEVEL: 'silent',
    TZ_OPERATOR: TZ,
    DATA_DIR: '/tmp/tiraj-test-data',
    FILES_DIR: `/tmp/tiraj-test-files`,
    SIGNIN_MAX_FAILURES_PER_IP: '100000',
    // Far above any test's calls (the fuzz test sends thousands with one token); rate-limit.test.ts sets its own.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_ANON_PER_MINUTE: '1000000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database =
    config.databaseUrl === 'memory://'
      ? await openDatabase({ ...config, memoryFrom: await migratedTemplate() })
      : undefined;
  const built = await buildApp(config, database);
  // A database handed to buildApp is the caller's to close, after the server.
  afterAll(async () => {
    await built.app.close();
    await database?.close();
  });
  return built;
}

let template: Promise<Blob> | undefined;

/** Read once per file; each database loads its own copy of it. */
function migratedTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}
