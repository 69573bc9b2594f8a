import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/app.ts';
import {
  createUser,
  insertLimit,
  insertTicket,
  openCategory,
  signedInCompany,
} from '../../support/factories.ts';

// Issue 36: the old dashboard's Sale Details number pop-up renders `limitInfo` and subtracts the
// bet from it (SPEC.md §3 "limitInfo (the limit)"), and its seller form trims the seller's `imei`.
const DASHBOARD = 'https://dashboard.bank.example';
const { app, ctx } = await testApp({ LOTTERYSOFT_DASHBOARD_ORIGINS: DASHBOARD });
const db = ctx.db;

const get = (token: string, url: string, origin?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
    },
  });

/** A company with a BLT 27 line of 40 HTG sold today, under an All limit of 500 on BLT or none. */
async function soldNumber(limit: number | null) {
  const s = await signedInCompany(app, db);
  const draw = await openCategory(db);
  await insertTicket(db, {
    companyId: s.company.id,
    sellerId: s.seller.id,
    lotteryCategoryId: draw.id,
    drawDate: draw.drawDate,
    lines: [{ game: 'BLT', number: '27', amount: 40 }],
  });
  if (limit !== null)
    await insertLimit(db, s.company.id, draw.id, 'all', [
      { gameCategory: 'BLT', limitsButs: limit },
    ]);
  const query = new URLSearchParams({
    seller: '',
    lotteryCategoryName: draw.name,
    fromDate: draw.drawDate,
    gameCategory: 'BLT',
    gameNumber: '27',
  });
  return { s, query };
}

describe('the old dashboard’s Sale Details number pop-up', () => {
  it.each([
    ['subadmin', '/api/sbuadmin/getsellgamenumberinfo'],
    ['supervisor', '/api/superVisor/getsellgamenumberinfo'],
  ] as const)(
    'reads limitInfo as the limit, a number, from its origin (%s)',
    async (role, path) => {
      const { s, query } = await soldNumber(500);
      const dashboard = await get(s.tokens[role], `${path}?${query}`, DASHBOARD);
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      const body = dashboard.json();
      expect(body.limitInfo).toBe(500);
      expect(body.data).toEqual([expect.objectContaining({ ticketCount: 1, sum: 40 })]);
      // What the page shows as Disponible: the limit − the bet.
      expect(body.limitInfo - body.data[0].sum).toBe(460);

      const tiraj = await get(s.tokens[role], `${path}?${query}`);
      expect(tiraj.json().limitInfo).toEqual(
        expect.objectContaining({ limitsButs: 500, scope: 'all', sold: 40 }),
      );
    },
  );

  it('reads no limit as null (nothing printed), never an object', async () => {
    const { s, query } = await soldNumber(null);
    const dashboard = await get(
      s.tokens.subadmin,
      `/api/sbuadmin/getsellgamenumberinfo?${query}`,
      DASHBOARD,
    );
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().limitInfo).toBeNull();
  });
});

describe('the old dashboard’s seller list', () => {
  it('gives a seller without a device `imei: ""` (its form trims it), Tiraj null', async () => {
    const s = await signedInCompany(app, db);
    const loose = await createUser(db, 'seller', s.company.id, { imei: null });
    const find = (users: { _id: string; imei: unknown }[], id: string) =>
      users.find((u) => u._id === id);
    const dashboard = await get(s.tokens.subadmin, '/api/subadmin/getseller', DASHBOARD);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(find(dashboard.json().users, loose.id)?.imei).toBe('');
    expect(find(dashboard.json().users, s.seller.id)?.imei).toEqual(expect.any(String));
    const tiraj = await get(s.tokens.subadmin, '/api/subadmin/getseller');
    expect(find(tiraj.json().users, loose.id)?.imei).toBeNull();
  });
});
