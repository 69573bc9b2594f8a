import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which engine the project's tests run on (vitest.config.ts). */
    testDatabase: 'pglite' | 'postgres';
    /** The PostgreSQL database every test database is copied from (`create database … template`). */
    postgresTemplate: string;
  }
}

/**
 * The machine's PostgreSQL server, through a database to connect to: TEST_DATABASE_URL on a
 * PostgreSQL run, else the server every machine of this project has (tests of two instances
 * use it even when the suite runs on PGlite).
 */
export const serverUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The server's URL naming another of its databases. */
export const databaseUrl = (name: string) => serverUrl().replace(/\/[^/?]*(\?.*)?$/, `/${name}`);

/** Runs one statement on the server's maintenance connection. */
export async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The API project's global setup on PostgreSQL. Migrating takes seconds, copying a small
 * migrated database a fraction of one: the template is migrated once here, and each
 * `testApp()` gets a copy of its own (support/postgres.ts), dropped after its file.
 */
export default async function migrateOnce(project: TestProject) {
  const name = `tiraj_template_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '/nonexistent' });
  await database.close();
  project.provide('postgresTemplate', name);
  return () => onServer(`drop database if exists ${name} with (force)`);
}
