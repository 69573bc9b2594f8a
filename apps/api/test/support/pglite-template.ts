import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated PGlite data directory (`dumpDataDir()`), loaded by every `testApp()`. */
    pgliteTemplate: string;
  }
}

/**
 * The API project's global setup. Creating a PGlite cluster (initdb) takes seconds, so it is
 * created and migrated once here (SQL functions too) and dumped; each in-memory test database starts from a copy
 * (`openDatabase`'s `memoryFrom`), still a database of its own per `testApp()`.
 */
export default async function migrateOnce(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'tiraj-test-template-'));
  const client = await PGlite.create();
  await migrateEmbedded(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
