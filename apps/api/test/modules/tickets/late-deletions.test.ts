import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_REASON_GIVEN } from '@tiraj/domain/contracts';
import { auditLog, tickets, winningNumbers } from '../../../src/db/schema/index.ts';
import { soldTicketsApp, ticketShop, type TicketShop } from '../../support/company-tickets.ts';
import { bearer } from '../../support/factories.ts';

// Issue 25 point 4: after the close, deleting a ticket is the company's act alone, with a reason
// (issue 36: SPEC's bodiless call is "no reason given"), before the result only (README "Deleting a ticket").
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
    // SPEC's delete has no body: accepted, recorded as "no reason given" (issue 36).
    ['subadmin', 'closed', undefined, OK],
    ['subadmin', 'closed', '   ', OK],
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
    await expectLateDeletionCounted(s);
  });

  it.each([
    ['no body at all', {}],
    [
      'a JSON content type and no body (SPEC.md §7)',
      { headers: { 'content-type': 'application/json' } },
    ],
    ['an empty reason', { payload: { reason: '' } }],
  ])(
    'a company\'s deletion after the close with %s is accepted and audited "no reason given"',
    async (_, request) => {
      const s = await ticketShop(app, db);
      const ticket = await ticketAt(s, 'closed');
      const response = await app.inject({
        method: 'DELETE',
        url: `${PATHS.subadmin}/${ticket.id}`,
        ...request,
        headers: { ...bearer(s.tokens.subadmin), ...('headers' in request ? request.headers : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Ticket deleted' });
      expect(await isDeleted(ticket.id)).toBe(true);
      const trail = await db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, 'delete')));
      expect(trail).toEqual([
        { details: expect.objectContaining({ afterClose: true, reason: NO_REASON_GIVEN }) },
      ]);
      await expectLateDeletionCounted(s);
    },
  );

  it('the journal shows a late deletion without a reason as "no reason given"', async () => {
    const s = await ticketShop(app, db);
    const ticket = await ticketAt(s, 'closed');
    expect((await remove(s.tokens.subadmin, 'subadmin', ticket.id)).statusCode).toBe(200);
    const journal = await app.inject({
      method: 'GET',
      url: `/api/subadmin/getauditlog?fromDate=2020-01-01&toDate=2099-12-31&action=ticket.delete`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(journal.statusCode, journal.body).toBe(200);
    expect(journal.json().data).toEqual([
      expect.objectContaining({
        target: expect.objectContaining({ entity: 'ticket', id: ticket.id }),
        reason: NO_REASON_GIVEN,
      }),
    ]);
  });
});

/** The late deletion is counted by the fraud signals, whatever its reason. */
async function expectLateDeletionCounted(s: TicketShop) {
  const signals = await app.inject({
    method: 'GET',
    url: `/api/subadmin/getfraudsignals?fromDate=${CLOSED_DAY}&toDate=${CLOSED_DAY}`,
    headers: bearer(s.tokens.subadmin),
  });
  expect(signals.statusCode, signals.body).toBe(200);
  expect(signals.json().data.sellers).toEqual([
    expect.objectContaining({ _id: s.seller.id, deleted: 1, lateDeletions: 1 }),
  ]);
}
