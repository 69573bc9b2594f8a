/**
 * Run as a child process by backup.test.ts: opens the embedded database in DATA_DIR (default
 * durability) and commits numbered rows for ever, printing each number once its commit returned.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';

const database = await openDatabase({ dataDir: process.env.DATA_DIR!, migrate: false });
await database.rows(sql`create table if not exists acknowledged (n int primary key)`);
for (let n = 1; ; n++) {
  await database.rows(sql`insert into acknowledged values (${n})`);
  process.stdout.write(`${n}\n`);
}
