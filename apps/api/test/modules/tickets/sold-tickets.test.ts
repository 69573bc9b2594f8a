import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets, users } from '../../../src/db/schema/index.ts';
import { idsOf, listTickets, soldTicketsApp, ticketShop } from '../../support/company-tickets.ts';
import { bearer, createLotteryCategory } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, db, ticketOf } = await soldTicketsApp();
const RANGE = { fromDate: '2026-03-01', toDate: '2026-03-31' };

describe('sold tickets: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it('the subadmin paths answer only subadmins, the supervisor paths only supervisors', async () => {
    const q = '?fromDate=2026-03-01&toDate=2026-03-31';
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/subadmin/gettickets${q}` }, [
      'subadmin',
    ]);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/subadmin/deleteticket/${randomUUID()}` },
      ['subadmin'],
    );
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `/api/superVisor/gettickets${q}` }, [
      'supervisor',
    ]);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/superVisor/deleteticket/${randomUUID()}` },
      ['supervisor'],
    );
  });
});

describe('sold tickets: listing', () => {
  it("lists the company's tickets not deleted, with their lines, never another company's", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const mine = await ticketOf(s, s.seller.id);
    const colleague = await ticketOf(s, s.otherSeller.id);
    const deleted = await ticketOf(s, s.seller.id);
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, deleted.id));
    await ticketOf(other, other.seller.id);

    const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', RANGE);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(idsOf(body)).toEqual([mine.id, colleague.id].sort());
    const shown = body.data.find((t: { _id: string }) => t._id === mine.id);
    expect(shown).toMatchObject({
      ticketId: mine.ticketCode,
      date: '2026-03-10',
      lotteryCategoryName: s.category.name,
      lotteryCategoryId: s.category.id,
      seller: { _id: s.seller.id, userName: s.seller.userName },
      sellerCompany: s.company.name,
      ticketPrice: 25,
      paidAmount: 0,
      deletedAt: null,
    });
    expect(shown.numbers).toMatchObject([
      { gameCategory: 'BLT', number: '27', amount: 25, bonus: false, winFlag: false },
      { gameCategory: 'MRG', number: '12×34', amount: 1, bonus: true },
    ]);
  });

  it('answers the newest tickets up to the limit, and says when the search matched more', async () => {
    const s = await ticketShop(app, db);
    const sold = [];
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04'])
      sold.push(await ticketOf(s, s.seller.id, day));
    const list = async (limit?: string) => {
      const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        ...(limit ? { limit } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { _id: string }[]; more: boolean }>();
    };
    const two = await list('2');
    expect(two.more).toBe(true);
    expect(two.data.map((t) => t._id)).toEqual([sold[2]!.id, sold[1]!.id]);
    expect((await list('3')).more).toBe(false);
    const all = await list();
    expect(all.more).toBe(false);
    expect(all.data).toHaveLength(3);
    for (const limit of ['0', '2001', 'ten']) {
      const refused = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        limit,
      });
      expect(refused.statusCode, limit).toBe(400);
    }
  });

  it('filters by seller, by lottery (id or name) and by draw dates', async () => {
    const s = await ticketShop(app, db);
    const second = await createLotteryCategory(db);
    const a = await ticketOf(s, s.seller.id, '2026-03-01');
    const b = await ticketOf(s, s.otherSeller.id, '2026-03-15');
    const c = await ticketOf(s, s.seller.id, '2026-03-31', second.id);
    await ticketOf(s, s.seller.id, '2026-02-28');
    await ticketOf(s, s.seller.id, '2026-04-01');
    const list = async (
      search: Partial<typeof RANGE> & { seller?: string; lotteryCategoryName?: string },
    ) => {
      const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
        ...RANGE,
        ...search,
      });
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(response.json());
    };
    expect(await list({})).toEqual([a.id, b.id, c.id].sort());
    expect(await list({ seller: s.seller.id })).toEqual([a.id, c.id].sort());
    expect(await list({ seller: s.otherSeller.id })).toEqual([b.id]);
    expect(await list({ lotteryCategoryName: second.id })).toEqual([c.id]);
    expect(await list({ lotteryCategoryName: second.name })).toEqual([c.id]);
    expect(await list({ lotteryCategoryName: s.category.name, seller: s.seller.id })).toEqual([
      a.id,
    ]);
    expect(await list({ fromDate: '2026-03-15', toDate: '2026-03-15' })).toEqual([b.id]);
  });

  it('answers 400 for From after To, a seller that is not an id, a missing date; 404 for an unknown lottery', async () => {
    const s = await ticketShop(app, db);
    const path = '/api/subadmin/gettickets';
    const reversed = await listTickets(app, s.tokens.subadmin, path, {
      fromDate: '2026-03-02',
      toDate: '2026-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: 'fromDate', message: 'From must not be after To', code: 'date_range.reversed' },
    ]);
    const badSeller = await listTickets(app, s.tokens.subadmin, path, { ...RANGE, seller: 'bob' });
    expect(badSeller.statusCode).toBe(400);
    expect(badSeller.json().errors[0].field).toBe('seller');
    const noDate = await app.inject({
      method: 'GET',
      url: `${path}?fromDate=2026-03-01`,
      headers: bearer(s.tokens.subadmin),
    });
    expect(noDate.statusCode).toBe(400);
    const unknown = await listTickets(app, s.tokens.subadmin, path, {
      ...RANGE,
      lotteryCategoryName: 'No Such Draw',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 404 for another company's seller id, like the reports", async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    await ticketOf(other, other.seller.id);
    const response = await listTickets(app, s.tokens.subadmin, '/api/subadmin/gettickets', {
      ...RANGE,
      seller: other.seller.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Seller not found.',
      code: 'seller.not_found',
    });
  });

  it('shows a supervisor only the tickets of the sellers it supervises now; another seller id answers 404', async () => {
    const s = await ticketShop(app, db);
    const other = await ticketShop(app, db);
    const mine = await ticketOf(s, s.seller.id);
    const colleague = await ticketOf(s, s.otherSeller.id);
    await ticketOf(other, other.seller.id);
    const path = '/api/superVisor/gettickets';
    const list = async (token: string, seller = '') => {
      const response = await listTickets(app, token, path, { ...RANGE, seller });
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(response.json());
    };
    expect(await list(s.tokens.supervisor)).toEqual([mine.id]);
    for (const seller of [s.otherSeller.id, other.seller.id]) {
      const response = await listTickets(app, s.tokens.supervisor, path, { ...RANGE, seller });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Seller not found.',
        code: 'seller.not_found',
      });
    }
    expect(await list(s.tokens.otherSupervisor)).toEqual([colleague.id]);

    // The seller moves to the other supervisor: its tickets go with it.
    await db
      .update(users)
      .set({ supervisorId: s.otherSupervisor.id })
      .where(eq(users.id, s.seller.id));
    expect(await list(s.tokens.supervisor)).toEqual([]);
    expect(await list(s.tokens.otherSupervisor)).toEqual([mine.id, colleague.id].sort());
  });
});
