import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tickets } from '../../../src/db/schema/index.ts';
import { listTickets, soldTicketsApp, ticketShop } from '../../support/company-tickets.ts';
import { bearer, insertLimit } from '../../support/factories.ts';
import { sell } from '../../support/sales.ts';

const { app, db, ticketOf } = await soldTicketsApp();

const remove = (token: string, path: string, id: string) =>
  app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: bearer(token) });

describe('sold tickets: deleting', () => {
  it('a subadmin deletes while the draw is open: the ticket leaves the list, who and when are kept, the amount is free again', async () => {
    const s = await ticketShop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 100 },
    ]);
    const line = [{ gameCategory: 'BLT', number: '44', amount: 100 }];
    const sold = await sell(app, s.tokens.seller, s.category.id, line);
    expect(sold.statusCode, sold.body).toBe(200);
    const t = sold.json().data;
    expect((await sell(app, s.tokens.otherSeller, s.category.id, line)).statusCode).toBe(422);

    const response = await remove(s.tokens.subadmin, '/api/subadmin/deleteticket', t._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Ticket deleted' });
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(stored!.deletedAt).not.toBeNull();
    expect(stored!.deletedBy).toBe(s.subadmin.id);
    const [trail] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t._id), eq(auditLog.action, 'delete')));
    expect(trail).toMatchObject({ actorId: s.subadmin.id, companyId: s.company.id });
    expect(trail!.details).toMatchObject({ ticketId: t.ticketId, total: 100, paid: 0 });

    const range = { fromDate: s.category.drawDate, toDate: s.category.drawDate };
    const listed = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', range);
    expect(listed.json().data).toEqual([]);
    const again = await sell(app, s.tokens.otherSeller, s.category.id, line);
    expect(again.statusCode, again.body).toBe(200);
    expect((await remove(s.tokens.subadmin, '/api/subadmin/deleteticket', t._id)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another company's ticket and leaves it alone", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const theirs = await ticketOf(other, other.seller.id);
    for (const [token, path] of [
      [s.tokens.subadmin, '/api/subadmin/deleteticket'],
      [s.tokens.supervisor, '/api/superVisor/deleteticket'],
    ] as const) {
      const response = await remove(token, path, theirs.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Ticket not found.',
        code: 'ticket.not_found',
      });
    }
    expect((await remove(s.tokens.subadmin, '/api/subadmin/deleteticket', 'nope')).statusCode).toBe(
      400,
    );
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, theirs.id));
    expect(stored!.deletedAt).toBeNull();
  });

  it("a supervisor deletes its own seller's ticket, not another supervisor's seller's", async () => {
    const s = await ticketShop(app, db);
    // On the open draw: once it closed, a supervisor deletes nothing (late-deletions.test.ts).
    const mine = await ticketOf(s, s.seller.id, s.category.drawDate);
    const colleague = await ticketOf(s, s.otherSeller.id, s.category.drawDate);
    const path = '/api/superVisor/deleteticket';
    expect((await remove(s.tokens.supervisor, path, colleague.id)).statusCode).toBe(404);
    const response = await remove(s.tokens.supervisor, path, mine.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Ticket deleted' });
    const rows = await db.select().from(tickets).where(eq(tickets.companyId, s.company.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(mine.id)!.deletedBy).toBe(s.supervisor.id);
    expect(byId.get(colleague.id)!.deletedAt).toBeNull();
  });
});
