import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tickets, winningNumbers } from '../../../src/db/schema/index.ts';
import { soldTicketsApp, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { bearer } from '../../support/factories.ts';

// Issue 25 point 4: after the close, deleting a ticket is the company's act alone, with a reason,
// before the result only (README "Deleting a ticket").
const { app, db, ticketOf } = await soldTicketsApp();

const CLOSED_DAY = '2026-03-10';
const PATHS = {
  seller: '/api/seller/deleteticket',
  supervisor: '/api/superVisor/deleteticket',
  subadmin: '/api/subadmin/deleteticket',
} as const;
type Role = keyof typeof PATHS;
type Stage = 'open' | 'closed' | 'drawn';

const remove = (token: string, role: Role, id: string, reason?: string) =>
  app.inject({
    method: 'DELETE',
    url: `${PATHS[role]}/${id}`,
    headers: bearer(token),
    ...(reason === undefined ? {} : { payload: { reason } }),
  });

/** A ticket of the shop's seller on a draw at `stage`: open now, closed (a past day), or drawn. */
async function ticketAt(s: TicketShop, stage: Stage) {
  if (stage === 'open') return ticketOf(s, s.seller.id, s.category.drawDate);
  const ticket = await ticketOf(s, s.seller.id, CLOSED_DAY);
  if (stage === 'drawn')
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: s.category.id, drawDate: CLOSED_DAY, numbers: [] });
  return ticket;
}

const isDeleted = async (id: string) =>
  (await db.select().from(tickets).where(eq(tickets.id, id)))[0]!.deletedAt !== null;

const OK = { status: 200 } as const;
const refused = (code: string, status = 422) => ({ status, code });

describe('deleting a ticket, by role and by where its draw stands', () => {
  const cases: [Role, Stage, string | undefined, { status: number; code?: string }][] = [
    ['seller', 'open', undefined, OK],
    ['supervisor', 'open', undefined, OK],
    ['subadmin', 'open', undefined, OK],
    ['seller', 'closed', undefined, refused('ticket.cancel_window')],
    ['supervisor', 'closed', undefined, refused('ticket.delete_closed')],
    ['supervisor', 'closed', 'a reason changes nothing', refused('ticket.delete_closed')],
    ['subadmin', 'closed', undefined, refused('ticket.delete_reason_required', 400)],
    ['subadmin', 'closed', '   ', refused('ticket.delete_reason_required', 400)],
    ['subadmin', 'closed', 'Customer returned it before the draw', OK],
    ['seller', 'drawn', undefined, refused('ticket.cancel_window')],
    ['supervisor', 'drawn', undefined, refused('ticket.delete_drawn')],
    ['subadmin', 'drawn', 'Customer returned it', refused('ticket.delete_drawn')],
  ];
  it.each(cases)('%s, draw %s, reason %j: %j', async (role, stage, reason, expected) => {
    const s = await ticketShop(app, db);
    const ticket = await ticketAt(s, stage);
    const response = await remove(s.tokens[role], role, ticket.id, reason);
    expect(response.statusCode, response.body).toBe(expected.status);
    if (expected.code) {
      expect(response.json()).toMatchObject({ success: false, code: expected.code });
      if (expected.status === 400)
        expect(response.json().errors).toEqual([
          expect.objectContaining({ field: 'reason', code: expected.code }),
        ]);
    }
    expect(await isDeleted(ticket.id)).toBe(expected.status === 200);
  });

  it.each(['supervisor', 'subadmin'] as const)(
    "a %s's deletion while the draw is open keeps the reason given, not marked late",
    async (role) => {
      const s = await ticketShop(app, db);
      const ticket = await ticketAt(s, 'open');
      const reason = 'Wrong number typed';
      const response = await remove(s.tokens[role], role, ticket.id, reason);
      expect(response.statusCode, response.body).toBe(200);
      const trail = await db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, 'delete')));
      expect(trail).toEqual([{ details: expect.objectContaining({ reason }) }]);
      expect(trail[0]!.details).not.toHaveProperty('afterClose');
    },
  );

  it("a company's deletion after the close keeps its reason in the audit record and counts as a late deletion", async () => {
    const s = await ticketShop(app, db);
    const ticket = await ticketAt(s, 'closed');
    const reason = 'Customer returned it before the draw';
    const response = await remove(s.tokens.subadmin, 'subadmin', ticket.id, reason);
    expect(response.statusCode, response.body).toBe(200);
    const trail = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, 'delete')));
    expect(trail).toEqual([{ details: expect.objectContaining({ afterClose: true, reason }) }]);

    const signals = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getfraudsignals?fromDate=${CLOSED_DAY}&toDate=${CLOSED_DAY}`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(signals.statusCode, signals.body).toBe(200);
    expect(signals.json().data.sellers).toEqual([
      expect.objectContaining({ _id: s.seller.id, deleted: 1, lateDeletions: 1 }),
    ]);
  });
});
