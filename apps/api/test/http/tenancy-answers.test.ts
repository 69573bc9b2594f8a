import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';
import { bearer, createUser, insertTicket, signedInCompany, signIn } from '../support/factories.ts';
import { tokensByRole } from '../support/roles.ts';

const { app, ctx } = await testApp();
const { tokens, fixture } = await tokensByRole(app, ctx.db);
const other = await signedInCompany(app, ctx.db);
/** A seller of the same company that the signed-in supervisor does not supervise. */
const unsupervised = await createUser(ctx.db, 'seller', fixture.company.id);
await insertTicket(ctx.db, { companyId: fixture.company.id, sellerId: fixture.seller.id });
await insertTicket(ctx.db, { companyId: fixture.company.id, sellerId: unsupervised.id });
await insertTicket(ctx.db, { companyId: other.company.id, sellerId: other.seller.id });

const range = 'fromDate=2026-11-01&toDate=2026-11-30';
const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

describe('ticket lists narrowed to a seller the caller may not see answer 404, like the reports', () => {
  const subadminLists = ['gettickets', 'getdeletedtickets', 'getwintickets'];
  const supervisorLists = ['gettickets', 'getwintickets'];

  it("a subadmin asking for another company's seller", async () => {
    for (const list of [...subadminLists, 'getsalereports']) {
      const url = `/api/subadmin/${list}?${range}&seller=${other.seller.id}`;
      const response = await get(tokens.subadmin, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        success: false,
        message: 'Seller not found.',
        code: 'seller.not_found',
      });
    }
  });

  it('a supervisor asking for a seller it does not supervise, of its company or another', async () => {
    for (const seller of [unsupervised.id, other.seller.id]) {
      for (const list of [
        ...supervisorLists.map((l) => `supervisor/${l}`),
        'superVisor/getSalereports',
      ]) {
        const url = `/api/${list}?${range}&seller=${seller}`;
        const response = await get(tokens.supervisor, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          success: false,
          message: 'Seller not found.',
          code: 'seller.not_found',
        });
      }
    }
  });

  it('their own sellers still answer 200 with their tickets', async () => {
    const own = await get(
      tokens.subadmin,
      `/api/subadmin/gettickets?${range}&seller=${unsupervised.id}`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(1);
    const supervised = await get(
      tokens.supervisor,
      `/api/supervisor/gettickets?${range}&seller=${fixture.seller.id}`,
    );
    expect(supervised.statusCode).toBe(200);
    expect(supervised.json().data).toHaveLength(1);
  });
});

describe('company lottery category lists serve their own role only', () => {
  it('the subadmin path refuses a supervisor, the supervisor path a subadmin (403)', async () => {
    for (const [token, url] of [
      [tokens.supervisor, '/api/subadmin/getlotterycategory'],
      [tokens.subadmin, '/api/supervisor/getlotterycategory'],
      [tokens.seller, '/api/supervisor/getlotterycategory'],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        success: false,
        message: 'You are not allowed to do this.',
        code: 'forbidden',
      });
    }
    // A second company's supervisor, freshly signed in, is refused the same way.
    const otherSupervisor = await signIn(app, other.supervisor);
    expect((await get(otherSupervisor, '/api/subadmin/getlotterycategory')).statusCode).toBe(403);
    expect((await get(tokens.subadmin, '/api/subadmin/getlotterycategory')).statusCode).toBe(200);
    expect((await get(tokens.supervisor, '/api/supervisor/getlotterycategory')).statusCode).toBe(
      200,
    );
  });
});
