import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';
import { bearer, openCategory } from '../support/factories.ts';
import { tokensByRole, type RoleName } from '../support/roles.ts';
import { sell } from '../support/sales.ts';

/**
 * A smoke test of every feature area on whatever engine the project runs: every read of the
 * OpenAPI document that needs no id, called by its role over a company that has sold a ticket,
 * answers 200. On a PostgreSQL run the `api-pglite` project runs it on the embedded engine, so
 * no feature's SQL works on one engine only.
 */
const { app, ctx } = await testApp();
await app.ready();
const { tokens, fixture } = await tokensByRole(app, ctx.db);
const category = await openCategory(ctx.db);
const sale = await sell(app, tokens.seller, category.id, [
  { gameCategory: 'BLT', number: '12', amount: 25 },
]);
const sold = sale.json<{ data?: { ticketId: string } }>().data;

/** The push streams never end: chat-live.test.ts and exposure-live.test.ts cover them. */
const STREAM = /\/stream$/i;

/** A value for each query parameter a read needs. */
const QUERY: Record<string, string> = {
  fromDate: category.drawDate,
  toDate: category.drawDate,
  date: category.drawDate,
  seller: fixture.seller.id,
  senderId: fixture.seller.id,
  lotteryCategoryName: category.id,
  gameCategory: 'BLT',
  gameNumber: '12',
  ticketId: sold?.ticketId ?? '',
  general: 'true',
  number: '1',
};

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}

const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const reads = Object.entries(doc.paths)
  .filter(([path, ops]) => ops.get && !path.includes('{') && !STREAM.test(path))
  .map(([path, ops]) => {
    const role = /^\/api\/(admin|subadmin|sbuadmin|supervisor|seller)\//i.exec(path)?.[1];
    const name = (role?.toLowerCase() === 'sbuadmin' ? 'subadmin' : role?.toLowerCase()) as
      RoleName | undefined;
    const query = Object.fromEntries(
      (ops.get!.parameters ?? [])
        .filter((p) => p.in === 'query' && QUERY[p.name] !== undefined)
        .map((p) => [p.name, QUERY[p.name]!]),
    );
    return { path, token: name ? tokens[name] : tokens.subadmin, query };
  });

describe('every feature area answers on this engine', () => {
  it('sells a ticket', () => {
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sold?.ticketId).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('answers 200 to every read that needs no id, for its role', async () => {
    expect(reads.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { path, token, query } of reads) {
      const response = await app.inject({
        method: 'GET',
        url: path,
        query,
        headers: bearer(token),
      });
      if (response.statusCode !== 200)
        failures.push(`${path} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
