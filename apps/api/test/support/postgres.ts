import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * A PostgreSQL database for tests that need one whatever the suite runs on
 * (two API instances sharing it): TEST_DATABASE_URL when set, else a fresh
 * database created on the machine's server (127.0.0.1:5432, as on every
 * machine of this project and in CI), dropped after the file. `fresh`: always
 * a new database, for a test that needs one nobody else writes to.
 */
export async function postgresForTest(options: { fresh?: boolean } = {}): Promise<string> {
  if (process.env.TEST_DATABASE_URL && !options.fresh) return process.env.TEST_DATABASE_URL;
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `tiraj_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // Registered before the apps that use it, so it runs after they have closed.
  afterAll(async () => {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    // pg's pool.end() resolves before its sockets are gone: wait for them rather than kill them.
    for (let attempt = 0; ; attempt++) {
      try {
        await drop.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await drop.end();
  });
  return adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}`);
}
