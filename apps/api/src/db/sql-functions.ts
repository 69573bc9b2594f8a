import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { databaseErrorOf } from './database-error.ts';
import type { Db, Tx } from './client.ts';

/** The SQL functions' one home: beside this file in the sources, beside main.js when built. */
export const functionsFolder = join(dirname(fileURLToPath(import.meta.url)), 'functions');

/** One `CREATE OR REPLACE FUNCTION` statement of a file in `functions/`. */
export interface FunctionDefinition {
  file: string;
  name: string;
  text: string;
}

const DECLARED = /^\s*create\s+or\s+replace\s+function\s+"?([a-z_][a-z0-9_]*)"?\s*\(/im;

/** The definitions, in file-name order; a file may hold several, split like migrations. */
export function readFunctionDefinitions(folder = functionsFolder): FunctionDefinition[] {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.flatMap((file) =>
    readFileSync(join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((text) => {
        const name = DECLARED.exec(text)?.[1];
        // Anything else (a table, a plain CREATE FUNCTION) would fail at the second start: refuse it now.
        if (!name)
          throw new Error(`${file}: each statement must be one CREATE OR REPLACE FUNCTION`);
        return { file, name, text };
      }),
  );
}

/**
 * Brings the SQL functions to their definitions in `functions/`, all in one transaction, after
 * the migrations at every start (callers on PostgreSQL hold the migration lock: two instances
 * replacing the same function at once fail with "tuple concurrently updated").
 * CREATE OR REPLACE cannot change a function's return type or parameter names, and a change of
 * parameter types would add an overload beside the old one: then the old one is dropped first.
 */
export async function applyFunctions(db: Db, definitions = readFunctionDefinitions()) {
  const perName = new Map<string, number>();
  for (const d of definitions) perName.set(d.name, (perName.get(d.name) ?? 0) + 1);
  await db.transaction(async (tx) => {
    for (const d of definitions) {
      const replaced = await tx
        .transaction(async (attempt) => {
          await attempt.execute(sql.raw(d.text));
        })
        .then(
          () => true,
          (error: unknown) => {
            if (REDEFINE_REFUSED.has(databaseErrorOf(error)?.code ?? '')) return false;
            throw error;
          },
        );
      if (replaced) continue;
      await dropAll(tx, d.name);
      await tx.execute(sql.raw(d.text));
    }
    // An old overload that no definition replaced (its parameter types changed since).
    for (const [name, declared] of perName) {
      if ((await overloads(tx, name)).length <= declared) continue;
      await dropAll(tx, name);
      for (const d of definitions.filter((x) => x.name === name)) await tx.execute(sql.raw(d.text));
    }
  });
}

/** SQLSTATEs of a CREATE OR REPLACE that must drop the old function first. */
const REDEFINE_REFUSED = new Set([
  '42P13', // cannot change return type / name of input parameter / parameter defaults
  '42809', // a procedure (or aggregate) of that signature
]);

async function overloads(tx: Tx, name: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select p.oid::regprocedure::text as signature from pg_proc p
     where p.proname = ${name} and p.pronamespace = current_schema()::regnamespace`);
  // Both drivers answer `{ rows }` (client.ts `rowsOf`, not imported: client.ts imports this file).
  return (result as unknown as { rows: { signature: string }[] }).rows.map((r) => r.signature);
}

async function dropAll(tx: Tx, name: string) {
  // The signature comes from the catalog, already quoted by regprocedure's output.
  for (const signature of await overloads(tx, name))
    await tx.execute(sql.raw(`drop routine ${signature}`));
}
