import { randomBytes } from 'node:crypto';
import { afterAll, inject, vi } from 'vitest';
import { databaseUrl, onServer } from './postgres-template.ts';

/** Whether this project's tests run on PostgreSQL (else PGlite): vitest.config.ts decides. */
export const onPostgres = () => inject('testDatabase') === 'postgres';

/**
 * A PostgreSQL database of the test file's own, dropped after the file. `migrated`: a copy of
 * the migrated template (on a PostgreSQL run only); else empty, for a test that migrates or
 * restores into it itself.
 */
export async function postgresForTest(options: { migrated?: boolean } = {}): Promise<string> {
  const name = `tiraj_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? ` template ${inject('postgresTemplate')}` : '';
  await onServer(`create database ${name}${template}`);
  // Registered before the apps that use it, so it runs after they have closed.
  afterAll(async () => {
    // pg's pool.end() resolves before its sockets are gone: wait for them rather than kill them
    // (a killed connection raises an error in the closed server's pool).
    await vi.waitFor(() => onServer(`drop database if exists ${name}`), {
      timeout: 10_000,
      interval: 100,
    });
  });
  return databaseUrl(name);
}
