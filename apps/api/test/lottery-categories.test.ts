import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS } from '@tiraj/domain';
import {
  auditLog,
  blockNumbers,
  limits,
  lotteryCategories,
  paymentTerms,
  percentageLimits,
  tickets,
  winningNumbers,
} from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, createCompany, unique } from './support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';
import { insertTicket } from './support/tickets.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
let fixture: Awaited<ReturnType<typeof tokensByRole>>['fixture'];
beforeAll(async () => {
  ({ tokens, fixture } = await tokensByRole(app, ctx.db));
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: bearer(tokens.admin) });

async function create(name = unique('New York'), startTime = '08:00', endTime = '14:30') {
  const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
    lotteryName: name,
    startTime,
    endTime,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    _id: string;
    lotteryName: string;
    startTime: string;
    endTime: string;
  };
}

describe('lottery categories', () => {
  it('only the admin manages them', async () => {
    const id = randomUUID();
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/admin/getlotterycategory' }, [
      'admin',
    ]);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/addlotterycategory', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: `/api/admin/updatelotterycategory/${id}`, payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/admin/deletelotterycategory/${id}` },
      ['admin'],
    );
  });

  it('creates one, trimmed, stores it, lists it and audits it', async () => {
    const name = unique('Florida');
    const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: `  ${name} `,
      startTime: '20:00',
      endTime: '02:00',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Lottery category created.',
      data: { lotteryName: name, startTime: '20:00', endTime: '02:00' },
    });
    const [stored] = await ctx.db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, body.data._id));
    expect(stored).toMatchObject({ name, startTime: '20:00', endTime: '02:00' });
    const list = (await asAdmin('GET', '/api/admin/getlotterycategory')).json();
    expect(list.success).toBe(true);
    expect(list.data).toContainEqual(body.data);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses each invalid field with 400', async () => {
    const cases: [object, string][] = [
      [{ startTime: '08:00', endTime: '09:00' }, 'lotteryName'],
      [{ lotteryName: '  ', startTime: '08:00', endTime: '09:00' }, 'lotteryName'],
      [{ lotteryName: 'X', endTime: '09:00' }, 'startTime'],
      [{ lotteryName: 'X', startTime: '8:00', endTime: '09:00' }, 'startTime'],
      [{ lotteryName: 'X', startTime: '08:00', endTime: '24:00' }, 'endTime'],
      [{ lotteryName: 'X', startTime: '08:00', endTime: 900 }, 'endTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/addlotterycategory', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const first = await create();
    const response = await asAdmin('POST', '/api/admin/addlotterycategory', {
      lotteryName: first.lotteryName.toUpperCase(),
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
    const other = await create();
    const rename = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${other._id}`, {
      lotteryName: first.lotteryName,
    });
    expect(rename.statusCode).toBe(409);
  });

  it('updates only the non-empty fields', async () => {
    const category = await create(undefined, '08:00', '12:00');
    const response = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${category._id}`, {
      lotteryName: '',
      endTime: '13:15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Lottery category updated.',
      data: { lotteryName: category.lotteryName, startTime: '08:00', endTime: '13:15' },
    });
    const [stored] = await ctx.db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, category._id));
    expect(stored!.endTime).toBe('13:15');
  });

  it('refuses an impossible time on update with 400, changing nothing', async () => {
    const category = await create(undefined, '08:00', '12:00');
    const cases: [object, string][] = [
      [{ startTime: '25:00' }, 'startTime'],
      [{ startTime: '12:60' }, 'startTime'],
      [{ endTime: '24:00' }, 'endTime'],
      [{ endTime: '9:30' }, 'endTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin(
        'PATCH',
        `/api/admin/updatelotterycategory/${category._id}`,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const [stored] = await ctx.db
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, category._id));
    expect(stored).toMatchObject({ startTime: '08:00', endTime: '12:00' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (
        await asAdmin('PATCH', `/api/admin/updatelotterycategory/${randomUUID()}`, {
          endTime: '10:00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('DELETE', `/api/admin/deletelotterycategory/${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', '/api/admin/updatelotterycategory/not-a-uuid', { endTime: '10:00' }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes an unused category', async () => {
    const unused = await create();
    const response = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${unused._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Lottery category deleted.' });
    expect(
      await ctx.db.select().from(lotteryCategories).where(eq(lotteryCategories.id, unused._id)),
    ).toHaveLength(0);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, unused._id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  async function expectRefused(id: string, uses: RegExp) {
    const refused = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().message).toMatch(/cannot be deleted: it still has /);
    expect(refused.json().message).toMatch(uses);
    expect(
      await ctx.db.select().from(lotteryCategories).where(eq(lotteryCategories.id, id)),
    ).toHaveLength(1);
  }

  it('refuses (409) a category with sold tickets, even deleted ones, and keeps them', async () => {
    const used = await create();
    const ticket = await insertTicket(ctx.db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: used._id,
      drawDate: '2026-11-20',
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });
    await ctx.db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, ticket.id));
    await expectRefused(used._id, /sold tickets/);
    expect(await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(1);
  });

  it('refuses (409) a category with results', async () => {
    const used = await create();
    await ctx.db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: used._id, drawDate: '2026-11-20', numbers: [] });
    await expectRefused(used._id, /winning numbers/);
  });

  it('refuses (409) a category any company has a setting for, naming it, and keeps the setting', async () => {
    const other = await createCompany(ctx.db);
    const settings = [
      {
        uses: /companies' payment terms/,
        add: (categoryId: string) =>
          ctx.db
            .insert(paymentTerms)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              conditions: [...DEFAULT_CONDITIONS],
            })
            .returning({ id: paymentTerms.id }),
        table: paymentTerms,
      },
      {
        uses: /companies' percentage limits/,
        add: (categoryId: string) =>
          ctx.db
            .insert(percentageLimits)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              limits: [{ gameCategory: 'L3C', limitPercent: 50 }],
            })
            .returning({ id: percentageLimits.id }),
        table: percentageLimits,
      },
      {
        uses: /companies' blocked numbers/,
        add: (categoryId: string) =>
          ctx.db
            .insert(blockNumbers)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              gameCategory: 'BLT',
              number: '13',
            })
            .returning({ id: blockNumbers.id }),
        table: blockNumbers,
      },
      {
        uses: /companies' limits/,
        add: (categoryId: string) =>
          ctx.db
            .insert(limits)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              scope: 'all',
              scopeKey: 'all',
              limits: [{ gameCategory: 'BLT', limitsButs: 100 }],
            })
            .returning({ id: limits.id }),
        table: limits,
      },
    ];
    for (const setting of settings) {
      const used = await create();
      const [row] = await setting.add(used._id);
      await expectRefused(used._id, setting.uses);
      expect(
        await ctx.db.select().from(setting.table).where(eq(setting.table.id, row!.id)),
      ).toHaveLength(1);
    }
  });

  it('names every use at once', async () => {
    const used = await create();
    await ctx.db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: used._id, drawDate: '2026-11-21', numbers: [] });
    await ctx.db.insert(blockNumbers).values({
      companyId: fixture.company.id,
      lotteryCategoryId: used._id,
      gameCategory: 'BLT',
      number: '07',
    });
    await expectRefused(
      used._id,
      /it still has winning numbers and companies' blocked numbers\. Only an unused lottery category can be deleted\.$/,
    );
  });

  it('company roles read the list from their own paths', async () => {
    const category = await create();
    for (const [role, url] of [
      ['subadmin', '/api/subadmin/getlotterycategory'],
      ['supervisor', '/api/supervisor/getlotterycategory'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toContainEqual(category);
    }
    const seller = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getlotterycategory',
      headers: bearer(tokens.seller),
    });
    expect(seller.statusCode).toBe(403);
  });
});

describe('GET /api/admin/getgamecategory', () => {
  it('gives the nine seeded games in SPEC order to every signed-in role', async () => {
    for (const role of ['admin', 'subadmin', 'supervisor', 'seller'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/getgamecategory',
        headers: bearer(tokens[role]),
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { _id: string; gameName: string }[];
      expect(data.map((g) => g.gameName)).toEqual([
        'BLT',
        'L3C',
        'L4C 1',
        'L4C 2',
        'L4C 3',
        'L5C 1',
        'L5C 2',
        'L5C 3',
        'MRG',
      ]);
      expect(data[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/getgamecategory' })).statusCode,
    ).toBe(401);
  });
});
