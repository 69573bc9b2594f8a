import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  applyFunctions,
  readFunctionDefinitions,
  type FunctionDefinition,
} from '../../src/db/sql-functions.ts';
import { testApp } from '../support/app.ts';

const { ctx } = await testApp();

/** Each function's overloads in the database: signature and body. */
async function deployed(database: Database, name: string) {
  return database.rows<{ signature: string; body: string; result: string }>(sql`
    select p.oid::regprocedure::text as signature, p.prosrc as body,
           pg_get_function_result(p.oid) as result
      from pg_proc p where p.proname = ${name} and p.pronamespace = current_schema()::regnamespace`);
}

const bodyOf = (text: string) => text.split('$$')[1];

/** A throwaway function of the test's own (the suite's databases may be shared with other files). */
function probe(parameters: string, returns: string, value: string): FunctionDefinition[] {
  const name = `tiraj_probe_${randomBytes(4).toString('hex')}`;
  return [
    {
      file: 'probe.sql',
      name,
      text: `CREATE OR REPLACE FUNCTION "${name}"(${parameters}) RETURNS ${returns} LANGUAGE sql IMMUTABLE AS $$ select ${value} $$;`,
    },
  ];
}

const renamed = (defs: FunctionDefinition[], name: string) =>
  defs.map((d) => ({ ...d, name, text: d.text.replace(d.name, name) }));

describe('the SQL functions (db/functions/)', () => {
  it('are in the database as their files define them, one overload each', async () => {
    const definitions = readFunctionDefinitions();
    expect(definitions.map((d) => d.name).sort()).toEqual([
      'tiraj_capped_totals',
      'tiraj_lotterysoft_number',
      'tiraj_move_seller_money',
      'tiraj_sale_context',
      'tiraj_sell',
    ]);
    for (const d of definitions) {
      const found = await deployed(ctx.database, d.name);
      expect(found, d.name).toHaveLength(1);
      expect(found[0]!.body).toBe(bodyOf(d.text));
    }
  });

  it('applies again and again to the same result', async () => {
    const defs = probe('p_a integer', 'integer', 'p_a + 1');
    await applyFunctions(ctx.db, defs);
    await applyFunctions(ctx.db, defs);
    expect(await deployed(ctx.database, defs[0]!.name)).toHaveLength(1);
    await ctx.database.rows(sql.raw(`drop function ${defs[0]!.name}`));
  });

  it('drops the old function first when its return type, parameter names or types changed', async () => {
    const first = probe('p_a integer', 'integer', 'p_a + 1');
    const name = first[0]!.name;
    await applyFunctions(ctx.db, first);
    // CREATE OR REPLACE alone refuses a new return type or parameter name (42P13).
    await applyFunctions(ctx.db, renamed(probe('p_a integer', 'text', "'x'"), name));
    expect((await deployed(ctx.database, name)).map((f) => f.result)).toEqual(['text']);
    await applyFunctions(ctx.db, renamed(probe('p_b integer', 'text', "'y'"), name));
    // ...and would add a new parameter type as an overload beside the old one.
    await applyFunctions(ctx.db, renamed(probe('p_b bigint', 'text', "'z'"), name));
    expect((await deployed(ctx.database, name)).map((f) => f.signature)).toEqual([
      `${name}(bigint)`,
    ]);
    await ctx.database.rows(sql.raw(`drop function ${name}`));
  });
});
