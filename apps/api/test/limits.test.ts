import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_GAME_ORDER } from '@tiraj/domain';
import { limits } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { createUser } from './support/factories.ts';
import {
  auditActions,
  caller,
  createLotteryCategory,
  fieldsOf,
  otherCompany,
} from './support/people-fixtures.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const call = caller(app);
let tokens: Record<RoleName, string>;
let mine: Awaited<ReturnType<typeof tokensByRole>>['fixture'];
let theirs: Awaited<ReturnType<typeof otherCompany>>;
beforeAll(async () => {
  ({ tokens, fixture: mine } = await tokensByRole(app, db));
  theirs = await otherCompany(app, db);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const asSubadmin = (method: Method, url: string, payload?: object) =>
  call(tokens.subadmin, method, url, payload);
const asTheirs = (method: Method, url: string, payload?: object) =>
  call(theirs.subadminToken, method, url, payload);

interface LimitRecord {
  _id: string;
  lotteryCategoryName: string;
  lotteryCategoryId: string;
  seller: { _id: string; userName: string } | null;
  superVisor: { _id: string; userName: string } | null;
  limits: { gameCategory: string; limitsButs: number | null }[];
}

const BLT_ONLY = [{ gameCategory: 'BLT', limitsButs: 500 }];

async function addLimit(payload: object, as = asSubadmin) {
  const response = await as('POST', '/api/subadmin/addlimitbut', { limits: BLT_ONLY, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as LimitRecord;
}

const nine = (values: Partial<Record<string, number>>) =>
  LIMIT_GAME_ORDER.map((gameCategory) => ({
    gameCategory,
    limitsButs: values[gameCategory] ?? null,
  }));

describe('limit routes', () => {
  it('are for subadmins only', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET', url: '/api/subadmin/getLimitButAll' },
      { method: 'GET', url: '/api/subadmin/getLimitButSeller' },
      { method: 'GET', url: '/api/subadmin/getLimitButSuperVisor' },
      { method: 'POST', url: '/api/subadmin/addlimitbut', payload: {} },
      { method: 'PATCH', url: `/api/subadmin/updatelimitbut/${id}`, payload: {} },
      { method: 'DELETE', url: `/api/subadmin/deletelimitbut/${id}` },
    ] as const) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });
});

describe('POST /api/subadmin/addlimitbut', () => {
  it('creates an All record by category name: nine games in order, stored with scope key "all"', async () => {
    const category = await createLotteryCategory(db);
    const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
      lotteryCategoryName: category.name.toUpperCase(),
      limits: [
        { gameCategory: 'MRG', limitsButs: 100 },
        { gameCategory: 'BLT', limitsButs: '2500' },
        { gameCategory: 'L3C', limitsButs: '' },
        { gameCategory: 'L5C 3', limitsButs: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = nine({ BLT: 2500, MRG: 100, 'L5C 3': 0 });
    expect(body).toEqual({
      success: true,
      message: 'Limit created successfully',
      data: {
        _id: expect.any(String),
        lotteryCategoryName: category.name,
        lotteryCategoryId: category.id,
        seller: null,
        superVisor: null,
        limits: expected,
      },
    });
    const [stored] = await db.select().from(limits).where(eq(limits.id, body.data._id));
    expect(stored).toMatchObject({
      companyId: mine.company.id,
      lotteryCategoryId: category.id,
      scope: 'all',
      ownerId: null,
      scopeKey: 'all',
      limits: expected,
    });
    expect(await auditActions(db, body.data._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
    ]);
  });

  it('creates seller and supervisor records by category id, keyed seller:<id> and supervisor:<id>', async () => {
    const category = await createLotteryCategory(db);
    const forSeller = await addLimit({ lotteryCategoryName: category.id, seller: mine.seller.id });
    expect(forSeller.seller).toEqual({ _id: mine.seller.id, userName: mine.seller.userName });
    expect(forSeller.superVisor).toBeNull();
    const forSupervisor = await addLimit({
      lotteryCategoryName: category.id,
      superVisor: mine.supervisor.id,
      seller: '',
    });
    expect(forSupervisor.superVisor).toEqual({
      _id: mine.supervisor.id,
      userName: mine.supervisor.userName,
    });
    const keys = await db
      .select({ scopeKey: limits.scopeKey, scope: limits.scope, ownerId: limits.ownerId })
      .from(limits)
      .where(eq(limits.lotteryCategoryId, category.id));
    expect(keys).toEqual(
      expect.arrayContaining([
        { scopeKey: `seller:${mine.seller.id}`, scope: 'seller', ownerId: mine.seller.id },
        {
          scopeKey: `supervisor:${mine.supervisor.id}`,
          scope: 'supervisor',
          ownerId: mine.supervisor.id,
        },
      ]),
    );
  });

  it('refuses each invalid field with 400, and seller and supervisor together', async () => {
    const category = await createLotteryCategory(db);
    const ok = { lotteryCategoryName: category.id, limits: BLT_ONLY };
    const cases: [object, string][] = [
      [{ limits: BLT_ONLY }, 'lotteryCategoryName'],
      [{ ...ok, lotteryCategoryName: '  ' }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: category.id }, 'limits'],
      [{ ...ok, limits: 'lots' }, 'limits'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: -1 }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: 12.5 }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: 'ten' }] }, 'limits.0.limitsButs'],
      [{ ...ok, limits: [{ gameCategory: 'PICK3', limitsButs: 1 }] }, 'limits.0.gameCategory'],
      [{ ...ok, limits: [...BLT_ONLY, ...BLT_ONLY] }, 'limits'],
      [{ ...ok, limits: [{ gameCategory: 'BLT', limitsButs: null }] }, 'limits'],
      [{ ...ok, seller: 'not-an-id' }, 'seller'],
      [{ ...ok, superVisor: 7 }, 'superVisor'],
      [{ ...ok, seller: mine.seller.id, superVisor: mine.supervisor.id }, 'seller'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json()), JSON.stringify(payload)).toEqual([field]);
    }
  });

  it("answers 404 for an unknown category and another company's (or the wrong kind of) person", async () => {
    const category = await createLotteryCategory(db);
    const cases: [object, string][] = [
      [{ lotteryCategoryName: 'No Such Draw' }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: randomUUID() }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: category.id, seller: theirs.seller.id }, 'seller'],
      [{ lotteryCategoryName: category.id, superVisor: theirs.supervisor.id }, 'superVisor'],
      [{ lotteryCategoryName: category.id, superVisor: mine.seller.id }, 'superVisor'],
    ];
    for (const [payload, field] of cases) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
        limits: BLT_ONLY,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
  });

  it('allows one record per category and owner (409), per company', async () => {
    const category = await createLotteryCategory(db);
    await addLimit({ lotteryCategoryName: category.id });
    await addLimit({ lotteryCategoryName: category.id, seller: mine.seller.id });
    for (const owner of [{}, { seller: mine.seller.id }]) {
      const response = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
        lotteryCategoryName: category.name,
        limits: BLT_ONLY,
        ...owner,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already exists/);
    }
    // Another company keeps its own records for the same draw.
    await addLimit({ lotteryCategoryName: category.id }, asTheirs);
  });
});

describe('the three searches', () => {
  it('give each scope its own records, filtered by category and person, never another company’s', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const allA = await addLimit({ lotteryCategoryName: a.id });
    const allB = await addLimit({ lotteryCategoryName: b.id });
    const sellerA = await addLimit({ lotteryCategoryName: a.id, seller: mine.seller.id });
    const otherSeller = await createUser(db, 'seller', mine.company.id);
    const otherSellerA = await addLimit({ lotteryCategoryName: a.id, seller: otherSeller.id });
    const supervisorB = await addLimit({
      lotteryCategoryName: b.id,
      superVisor: mine.supervisor.id,
    });
    const theirsA = await addLimit({ lotteryCategoryName: a.id }, asTheirs);

    const ids = async (url: string) => {
      const response = await asSubadmin('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().success).toBe(true);
      return (response.json().data as LimitRecord[]).map((r) => r._id);
    };
    const all = await ids('/api/subadmin/getLimitButAll');
    expect(all).toEqual(expect.arrayContaining([allA._id, allB._id]));
    expect(all).not.toContain(sellerA._id);
    expect(all).not.toContain(theirsA._id);
    expect(await ids(`/api/subadmin/getLimitButAll?lotteryCategoryName=${a.id}`)).toEqual([
      allA._id,
    ]);
    expect(
      await ids(`/api/subadmin/getLimitButAll?lotteryCategoryName=${encodeURIComponent(b.name)}`),
    ).toEqual([allB._id]);
    expect(
      await ids(`/api/subadmin/getLimitButSeller?seller=&lotteryCategoryName=${a.id}`),
    ).toEqual(expect.arrayContaining([sellerA._id, otherSellerA._id]));
    expect(
      await ids(
        `/api/subadmin/getLimitButSeller?seller=${mine.seller.id}&lotteryCategoryName=${a.id}`,
      ),
    ).toEqual([sellerA._id]);
    const bySupervisor = await ids(
      `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}`,
    );
    expect(bySupervisor).toContain(supervisorB._id);
    expect(bySupervisor).not.toContain(allB._id);
    expect(
      await ids(
        `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}&lotteryCategoryName=${b.id}`,
      ),
    ).toEqual([supervisorB._id]);
    expect(
      await ids(
        `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}&lotteryCategoryName=${a.id}`,
      ),
    ).toEqual([]);
    const full = (
      await asSubadmin(
        'GET',
        `/api/subadmin/getLimitButSeller?seller=${mine.seller.id}&lotteryCategoryName=${a.id}`,
      )
    ).json().data[0];
    expect(full).toEqual(sellerA);
  });

  it("answers 404 for another company's person or an unknown category, 400 for a malformed id", async () => {
    const cases: [string, number][] = [
      [`/api/subadmin/getLimitButSeller?seller=${theirs.seller.id}`, 404],
      [`/api/subadmin/getLimitButSuperVisor?superVisor=${theirs.supervisor.id}`, 404],
      ['/api/subadmin/getLimitButAll?lotteryCategoryName=Nowhere', 404],
      ['/api/subadmin/getLimitButSeller?seller=bob', 400],
    ];
    for (const [url, status] of cases) {
      expect((await asSubadmin('GET', url)).statusCode, url).toBe(status);
    }
  });
});

describe('PATCH /api/subadmin/updatelimitbut/:id', () => {
  it('changes amounts and category, keeps the owner, and audits', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const record = await addLimit({ lotteryCategoryName: a.id, seller: mine.seller.id });
    const response = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${record._id}`, {
      lotteryCategoryName: b.name,
      limits: [{ gameCategory: 'L4C 2', limitsButs: '75' }],
      seller: mine.seller.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Limit updated successfully',
      data: {
        ...record,
        lotteryCategoryName: b.name,
        lotteryCategoryId: b.id,
        limits: nine({ 'L4C 2': 75 }),
      },
    });
    const [stored] = await db.select().from(limits).where(eq(limits.id, record._id));
    expect(stored).toMatchObject({
      lotteryCategoryId: b.id,
      scopeKey: `seller:${mine.seller.id}`,
      limits: nine({ 'L4C 2': 75 }),
    });
    expect(await auditActions(db, record._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
      'limit:update',
    ]);
  });

  it('refuses a clash (409), an owner change (400), bad amounts (400) and another company’s record (404)', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const record = await addLimit({ lotteryCategoryName: a.id });
    await addLimit({ lotteryCategoryName: b.id });
    const url = `/api/subadmin/updatelimitbut/${record._id}`;
    expect((await asSubadmin('PATCH', url, { lotteryCategoryName: b.id })).statusCode).toBe(409);
    const owner = await asSubadmin('PATCH', url, { seller: mine.seller.id });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toMatch(/cannot be changed/);
    const amounts = await asSubadmin('PATCH', url, {
      limits: [{ gameCategory: 'BLT', limitsButs: -3 }],
    });
    expect(fieldsOf(amounts.json())).toEqual(['limits.0.limitsButs']);
    const foreign = await addLimit({ lotteryCategoryName: a.id }, asTheirs);
    const response = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${foreign._id}`, {
      limits: [{ gameCategory: 'BLT', limitsButs: 1 }],
    });
    expect(response.statusCode).toBe(404);
    const [untouched] = await db.select().from(limits).where(eq(limits.id, foreign._id));
    expect(untouched!.limits).toEqual(foreign.limits);
  });
});

describe('DELETE /api/subadmin/deletelimitbut/:id', () => {
  it('deletes its own record and audits; another company’s is 404 and stays', async () => {
    const category = await createLotteryCategory(db);
    const record = await addLimit({ lotteryCategoryName: category.id });
    const foreign = await addLimit({ lotteryCategoryName: category.id }, asTheirs);
    const response = await asSubadmin('DELETE', `/api/subadmin/deletelimitbut/${record._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Limit deleted successfully' });
    expect(await db.select().from(limits).where(eq(limits.id, record._id))).toHaveLength(0);
    expect(await auditActions(db, record._id, mine.company.id, mine.subadmin.id)).toEqual([
      'limit:create',
      'limit:delete',
    ]);
    expect(
      (await asSubadmin('DELETE', `/api/subadmin/deletelimitbut/${foreign._id}`)).statusCode,
    ).toBe(404);
    expect(await db.select().from(limits).where(eq(limits.id, foreign._id))).toHaveLength(1);
  });
});
