import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { CURRENT_RESULT_LAYOUT, LOTTERYSOFT_RESULT_LAYOUT } from '@tiraj/domain';
import { migrationsFolder } from '../../src/db/client.ts';

const LAYOUT_MIGRATION = '0022_result_layout';

/** A copy of the migrations that stops before `tag`: a database as it was before that release. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'tiraj-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** A bare ticket row (foreign keys off: only the column under test matters here). */
const insertTicket = (client: PGlite, code: string) =>
  client.exec(`
    set session_replication_role = replica;
    insert into tickets (company_id, ticket_code, seller_id, lottery_category_id, draw_date, multipliers)
    values (gen_random_uuid(), '${code}', gen_random_uuid(), gen_random_uuid(), '2026-11-20', '[]');
    set session_replication_role = origin;
  `);

// Issue 36: a ticket settles by the result layout it was sold under. The upgrade itself dates the
// change: what was stored before it keeps LotterySoft's layout, every later sale gets today's.
describe('migration 0022: the result layout of tickets sold before and after it', () => {
  it('keeps LotterySoft’s layout on tickets already stored, today’s on every later one', async () => {
    const client = new PGlite();
    const before = migrationsBefore(LAYOUT_MIGRATION);
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await insertTicket(client, 'SOLD-BEFORE');
      await migrate(db, { migrationsFolder });
      await insertTicket(client, 'SOLD-AFTER');
      const { rows } = await client.query<{ ticket_code: string; result_layout: number }>(
        'select ticket_code, result_layout from tickets order by ticket_code',
      );
      expect(rows).toEqual([
        { ticket_code: 'SOLD-AFTER', result_layout: CURRENT_RESULT_LAYOUT },
        { ticket_code: 'SOLD-BEFORE', result_layout: LOTTERYSOFT_RESULT_LAYOUT },
      ]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
