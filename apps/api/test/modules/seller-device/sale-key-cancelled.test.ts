import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limitTotals, tickets } from '../../../src/db/schema/index.ts';
import { bearer, insertLimit, shop, unique } from '../../support/factories.ts';
import { salesApp } from '../../support/sales.ts';

// Issue 25 point 7: replaying the key of a ticket cancelled since never answers "sold".
const { app, db } = await salesApp();

const LINES = [{ gameCategory: 'BLT', number: '27', amount: 40 }];

function sellKeyed(token: string, lottery: string, saleKey: string, numbers = LINES) {
  return app.inject({
    method: 'POST',
    url: '/api/seller/addticket',
    headers: bearer(token),
    payload: { lotteryCategoryName: lottery, numbers, saleKey },
  });
}

const deleteAs = (token: string, url: string) =>
  app.inject({ method: 'DELETE', url, headers: bearer(token) });

describe('POST /api/seller/addticket replaying the key of a cancelled ticket', () => {
  it.each([
    ['the seller cancelled it', 'seller', '/api/seller/deleteticket'],
    ['the company deleted it', 'subadmin', '/api/subadmin/deleteticket'],
  ] as const)('answers 409 sale.key_cancelled with the ticket when %s', async (_, role, url) => {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 1000 },
    ]);
    const key = unique('sale-key');
    const sold = await sellKeyed(s.tokens.seller, s.category.name, key);
    expect(sold.statusCode, sold.body).toBe(200);
    const ticket = sold.json().data;
    const deleted = await deleteAs(s.tokens[role], `${url}/${ticket._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const replay = await sellKeyed(s.tokens.seller, s.category.name, key);
    expect(replay.statusCode, replay.body).toBe(409);
    const body = replay.json();
    expect(body).toMatchObject({
      success: false,
      code: 'sale.key_cancelled',
      params: { ticketId: ticket.ticketId },
      message: `The ticket ${ticket.ticketId} sold under this sale key was cancelled: it is not sold`,
    });
    expect(body.details.ticket).toMatchObject({ _id: ticket._id, ticketId: ticket.ticketId });
    expect(body.details.ticket.deletedAt).toEqual(expect.any(String));
    // Nothing was sold again: one ticket, deleted, and its amount is not counted.
    const stored = await db.select().from(tickets).where(eq(tickets.companyId, s.company.id));
    expect(stored.map((t) => [t.id, t.deletedAt !== null])).toEqual([[ticket._id, true]]);
    const [total] = await db
      .select({ total: limitTotals.total })
      .from(limitTotals)
      .where(and(eq(limitTotals.companyId, s.company.id), eq(limitTotals.scopeKey, 'all')));
    expect(total?.total ?? 0).toBe(0);

    // The same key with another ticket is still a reused key.
    const other = await sellKeyed(s.tokens.seller, s.category.name, key, [
      { gameCategory: 'BLT', number: '28', amount: 40 },
    ]);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('sale.key_reused');
  });
});
