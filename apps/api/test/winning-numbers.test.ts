import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES, deriveWinningNumbers, type DrawInput } from '@tiraj/domain';
import { lotteryCategories, ticketLines, tickets, winningNumbers } from '../src/db/schema/index.ts';
import { testApp } from './support/app.ts';
import { bearer, unique } from './support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from './support/roles.ts';
import { insertTicket } from './support/tickets.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
let fixture: Awaited<ReturnType<typeof tokensByRole>>['fixture'];
beforeAll(async () => {
  ({ tokens, fixture } = await tokensByRole(app, ctx.db));
});

const asAdmin = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: bearer(tokens.admin) });

async function category() {
  const [row] = await ctx.db
    .insert(lotteryCategories)
    .values({ name: unique('Georgia'), startTime: '08:00', endTime: '12:00' })
    .returning();
  return row!;
}

const typed = (d: DrawInput) => [
  { gameCategory: 'BLT', position: 1, number: d.first },
  { gameCategory: 'BLT', position: 2, number: d.second },
  { gameCategory: 'BLT', position: 3, number: d.third },
  { gameCategory: 'L3C', position: 1, number: d.l3c },
];

describe('winning numbers', () => {
  it('only the admin posts and searches them', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/getwiningnumber', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/addwiningnumber', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: `/api/admin/updatewiningnumber/${randomUUID()}`, payload: {} },
      ['admin'],
    );
  });

  it('stores the 16 derived entries, ignoring derived values the client sent', async () => {
    const cat = await category();
    const draw = { first: '27', second: '45', third: '12', l3c: '427' };
    const lying = [
      ...typed(draw),
      { gameCategory: 'L4C 1', position: 1, number: '0000' },
      { gameCategory: 'MRG', position: 1, number: '99×99' },
    ];
    const response = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.name,
      date: '2026-11-20',
      numbers: lying,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Winning number created',
      settledTickets: 0,
      data: { lotteryCategoryName: cat.name, lotteryCategoryId: cat.id, date: '2026-11-20' },
    });
    expect(body.data.numbers).toEqual(deriveWinningNumbers(draw));
    const [stored] = await ctx.db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.id, body.data._id));
    expect(stored!.numbers).toEqual(deriveWinningNumbers(draw));
    expect(stored!.numbers.map((n) => n.number).slice(4, 7)).toEqual(['4512', '2745', '2712']);
  });

  it('refuses each bad typed number, a missing category or date, a future date, with 400', async () => {
    const cat = await category();
    const good = { first: '27', second: '45', third: '12', l3c: '427' };
    const cases: [object, string][] = [
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-20',
          numbers: typed({ ...good, first: '7' }),
        },
        'numbers.0',
      ],
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-20',
          numbers: typed({ ...good, second: '123' }),
        },
        'numbers.1',
      ],
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-20',
          numbers: typed({ ...good, third: 'ab' }),
        },
        'numbers.2',
      ],
      [
        { lotteryCategoryName: cat.id, date: '2026-11-20', numbers: typed({ ...good, l3c: '42' }) },
        'numbers.3',
      ],
      [{ date: '2026-11-20', numbers: typed(good) }, 'lotteryCategoryName'],
      [{ lotteryCategoryName: cat.id, numbers: typed(good) }, 'date'],
      [{ lotteryCategoryName: cat.id, date: '2099-01-01', numbers: typed(good) }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/addwiningnumber', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const unknown = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: 'No Such Lottery',
      date: '2026-11-20',
      numbers: typed(good),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('update refuses each bad typed number, a missing category or date, a future date, a malformed id, with 400, changing nothing', async () => {
    const cat = await category();
    const good = { first: '27', second: '45', third: '12', l3c: '427' };
    const created = (
      await asAdmin('POST', '/api/admin/addwiningnumber', {
        lotteryCategoryName: cat.id,
        date: '2026-11-10',
        numbers: typed(good),
      })
    ).json().data;
    const cases: [object, string][] = [
      [
        { lotteryCategoryName: cat.id, date: '2026-11-10', numbers: typed({ ...good, first: '' }) },
        'numbers.0',
      ],
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-10',
          numbers: typed({ ...good, second: '4a' }),
        },
        'numbers.1',
      ],
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-10',
          numbers: typed({ ...good, third: '123' }),
        },
        'numbers.2',
      ],
      [
        {
          lotteryCategoryName: cat.id,
          date: '2026-11-10',
          numbers: typed({ ...good, l3c: '4270' }),
        },
        'numbers.3',
      ],
      [
        { lotteryCategoryName: '  ', date: '2026-11-10', numbers: typed(good) },
        'lotteryCategoryName',
      ],
      [{ lotteryCategoryName: cat.id, numbers: typed(good) }, 'date'],
      [{ lotteryCategoryName: cat.id, date: '2026-13-01', numbers: typed(good) }, 'date'],
      [{ lotteryCategoryName: cat.id, date: '2099-01-01', numbers: typed(good) }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin(
        'PATCH',
        `/api/admin/updatewiningnumber/${created._id}`,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const malformed = await asAdmin('PATCH', '/api/admin/updatewiningnumber/not-a-uuid', {
      lotteryCategoryName: cat.id,
      date: '2026-11-10',
      numbers: typed(good),
    });
    expect(malformed.statusCode).toBe(400);
    const [stored] = await ctx.db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.id, created._id));
    expect(stored).toMatchObject({ drawDate: '2026-11-10', numbers: deriveWinningNumbers(good) });
  });

  it('search refuses a missing or invalid From or To with 400, and an unknown category with 404', async () => {
    const cases: [object, string][] = [
      [{ toDate: '2026-10-05' }, 'fromDate'],
      [{ fromDate: '', toDate: '2026-10-05' }, 'fromDate'],
      [{ fromDate: '2026-02-30', toDate: '2026-10-05' }, 'fromDate'],
      [{ fromDate: '05/10/2026', toDate: '2026-10-05' }, 'fromDate'],
      [{ fromDate: '2026-10-01' }, 'toDate'],
      [{ fromDate: '2026-10-01', toDate: 'tomorrow' }, 'toDate'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/getwiningnumber', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    for (const lotteryCategoryName of ['No Such Lottery', randomUUID()]) {
      const unknown = await asAdmin('POST', '/api/admin/getwiningnumber', {
        lotteryCategoryName,
        fromDate: '2026-10-01',
        toDate: '2026-10-05',
      });
      expect(unknown.statusCode, lotteryCategoryName).toBe(404);
      expect(unknown.json()).toMatchObject({
        success: false,
        message: 'Lottery category not found.',
      });
    }
  });

  it('one result per category and date (409)', async () => {
    const cat = await category();
    const payload = {
      lotteryCategoryName: cat.id,
      date: '2026-11-19',
      numbers: typed({ first: '01', second: '02', third: '03', l3c: '101' }),
    };
    expect((await asAdmin('POST', '/api/admin/addwiningnumber', payload)).statusCode).toBe(200);
    const again = await asAdmin('POST', '/api/admin/addwiningnumber', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a result/);
  });

  it('searches by date range and category', async () => {
    const a = await category();
    const b = await category();
    const post = (cat: string, date: string) =>
      asAdmin('POST', '/api/admin/addwiningnumber', {
        lotteryCategoryName: cat,
        date,
        numbers: typed({ first: '11', second: '22', third: '33', l3c: '111' }),
      });
    await post(a.id, '2026-10-01');
    await post(a.id, '2026-10-05');
    await post(b.id, '2026-10-05');
    const all = (
      await asAdmin('POST', '/api/admin/getwiningnumber', {
        lotteryCategoryName: '',
        fromDate: '2026-10-02',
        toDate: '2026-10-05',
      })
    ).json().data;
    const ours = all.filter((r: { lotteryCategoryId: string }) =>
      [a.id, b.id].includes(r.lotteryCategoryId),
    );
    expect(ours.map((r: { date: string }) => r.date)).toEqual(['2026-10-05', '2026-10-05']);
    const onlyA = (
      await asAdmin('POST', '/api/admin/getwiningnumber', {
        lotteryCategoryName: a.name,
        fromDate: '2026-10-01',
        toDate: '2026-10-31',
      })
    ).json().data;
    expect(onlyA.map((r: { date: string }) => r.date)).toEqual(['2026-10-05', '2026-10-01']);
    const reversed = await asAdmin('POST', '/api/admin/getwiningnumber', {
      fromDate: '2026-10-05',
      toDate: '2026-10-01',
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('settles every ticket of the draw on create, and again on update, with hand-computed payouts', async () => {
    const cat = await category();
    const date = '2026-11-18';
    const ownTerms = conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 });
    const t1 = await insertTicket(ctx.db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: date,
      lines: [
        { game: 'BLT', number: '27', amount: 10 }, // 1st lot: 10 × 50 = 500
        { game: 'BLT', number: '12', amount: 5 }, // 3rd lot: 5 × 10 = 50
        { game: 'MRG', number: '45x27', amount: 2 }, // 1st×2nd: 2 × 1000 = 2000
        { game: 'L4C 1', number: '4512', amount: 1 }, // 2nd·3rd: 1 × 5000 = 5000
        { game: 'L3C', number: '724', amount: 3 }, // loses
        { game: 'MRG', number: '12×45', amount: 1, bonus: true }, // bonus, 2nd×3rd: 1000
      ],
    });
    const t2 = await insertTicket(ctx.db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: date,
      multipliers: ownTerms,
      lines: [
        { game: 'BLT', number: '27', amount: 10 }, // 10 × 60 = 600
        { game: 'L5C 3', number: '42727', amount: 1 }, // L3C·1st: 25000
      ],
    });
    const otherDay = await insertTicket(ctx.db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: cat.id,
      drawDate: '2026-11-17',
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });

    const created = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date,
      numbers: typed({ first: '27', second: '45', third: '12', l3c: '427' }),
    });
    expect(created.json().settledTickets).toBe(2);
    const paid = async (id: string) =>
      (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!.paidAmount;
    expect(await paid(t1.id)).toBe((500 + 50 + 2000 + 5000 + 1000) * 100);
    expect(await paid(t2.id)).toBe((600 + 25000) * 100);
    expect(await paid(otherDay.id)).toBe(0);
    const lines = await ctx.db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, t1.id))
      .orderBy(asc(ticketLines.gameCategory), asc(ticketLines.number));
    expect(lines.map((l) => [l.gameCategory, l.number, l.winFlag, l.payout])).toEqual([
      ['BLT', '12', true, 5_000],
      ['BLT', '27', true, 50_000],
      ['L3C', '724', false, 0],
      ['L4C 1', '4512', true, 500_000],
      ['MRG', '12×45', true, 100_000],
      ['MRG', '27×45', true, 200_000],
    ]);

    // A correction: 1st lot was 72, not 27. BLT 27 and MRG 27×45 stop winning.
    const updated = await asAdmin(
      'PATCH',
      `/api/admin/updatewiningnumber/${created.json().data._id}`,
      {
        lotteryCategoryName: cat.id,
        date,
        numbers: typed({ first: '72', second: '45', third: '12', l3c: '472' }),
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Winning number updated', settledTickets: 2 });
    // 3rd lot 12: 50; L4C 1 (4512): 5000; bonus MRG 12×45: 1000.
    expect(await paid(t1.id)).toBe((50 + 5000 + 1000) * 100);
    expect(await paid(t2.id)).toBe(0);
    const blt27 = (
      await ctx.db.select().from(ticketLines).where(eq(ticketLines.ticketId, t1.id))
    ).find((l) => l.number === '27');
    expect(blt27).toMatchObject({ winFlag: false, payout: 0 });
  });

  it('update: 404 for an unknown id, 409 when moved onto another result', async () => {
    const cat = await category();
    const numbers = typed({ first: '10', second: '20', third: '30', l3c: '110' });
    const first = (
      await asAdmin('POST', '/api/admin/addwiningnumber', {
        lotteryCategoryName: cat.id,
        date: '2026-11-01',
        numbers,
      })
    ).json().data;
    await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.id,
      date: '2026-11-02',
      numbers,
    });
    expect(
      (
        await asAdmin('PATCH', `/api/admin/updatewiningnumber/${randomUUID()}`, {
          lotteryCategoryName: cat.id,
          date: '2026-11-03',
          numbers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asAdmin('PATCH', `/api/admin/updatewiningnumber/${first._id}`, {
          lotteryCategoryName: cat.id,
          date: '2026-11-02',
          numbers,
        })
      ).statusCode,
    ).toBe(409);
  });
});
