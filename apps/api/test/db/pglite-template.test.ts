import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';

/** The global setup's migrated template (support/pglite-template.ts), as `testApp()` loads it. */
const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
const migrations = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const open = () =>
  openDatabase({
    databaseUrl: 'memory://',
    dataDir: '/nonexistent',
    memoryFrom: template,
    migrate: false,
  });

describe('the migrated PGlite template of the API tests', () => {
  it('opens already migrated: every migration applied, the seeded game categories there', async () => {
    const database = await open();
    try {
      const [applied] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(migrations);
      const [games] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from game_categories`,
      );
      expect(games!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('gives each database its own copy: a write to one is not in another', async () => {
    const [one, two] = [await open(), await open()];
    try {
      await one.rows(sql`create table probe (n int)`);
      await one.rows(sql`insert into probe values (1)`);
      const [exists] = await two.rows<{ n: number }>(
        sql`select count(*)::int as n from pg_tables where tablename = 'probe'`,
      );
      expect(exists!.n).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
