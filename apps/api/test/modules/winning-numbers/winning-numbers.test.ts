import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deriveWinningNumbers } from '@tiraj/domain';
import { winningNumbers } from '../../../src/db/schema/index.ts';
import { createLotteryCategory } from '../../support/factories.ts';
import { typed } from '../../support/results.ts';
import { expectOnlyRoles, rolesApp } from '../../support/roles.ts';

const { app, db, tokens, asAdmin } = await rolesApp();

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
    const cat = await createLotteryCategory(db);
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
    const [stored] = await db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.id, body.data._id));
    expect(stored!.numbers).toEqual(deriveWinningNumbers(draw));
    expect(stored!.numbers.map((n) => n.number).slice(4, 7)).toEqual(['4512', '2745', '2712']);
  });

  it('one result per category and date (409)', async () => {
    const cat = await createLotteryCategory(db);
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
    const a = await createLotteryCategory(db);
    const b = await createLotteryCategory(db);
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

  it('update: 404 for an unknown id, 409 when moved onto another result', async () => {
    const cat = await createLotteryCategory(db);
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
          reason: 'The slip was misread',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asAdmin('PATCH', `/api/admin/updatewiningnumber/${first._id}`, {
          lotteryCategoryName: cat.id,
          date: '2026-11-02',
          numbers,
          reason: 'The slip was misread',
        })
      ).statusCode,
    ).toBe(409);
  });
});
