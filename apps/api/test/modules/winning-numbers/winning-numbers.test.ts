import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deriveWinningNumbers,
  entriesUnderLayout,
  LOTTERYSOFT_RESULT_LAYOUT,
  type DrawInput,
} from '@tiraj/domain';
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

  // Issue 36: LotterySoft's dashboard sends all 16, its L5C 3 as L3C·1st (fixed by the Pick 3
  // alone). Whatever is sent, posting and correcting store Tiraj's: L5C 3 = d3·2nd·3rd.
  it('posting and correcting store L5C 3 as the L3C’s last digit·2nd·3rd, whatever L5C 3 was sent', async () => {
    const cat = await createLotteryCategory(db);
    const asLotterySoft = (draw: DrawInput) =>
      entriesUnderLayout(deriveWinningNumbers(draw), LOTTERYSOFT_RESULT_LAYOUT);
    const l5c3 = (numbers: { gameCategory: string; number: string }[]) =>
      numbers.find((n) => n.gameCategory === 'L5C 3')?.number;
    const draw = { first: '27', second: '45', third: '12', l3c: '427' };
    const posted = await asAdmin('POST', '/api/admin/addwiningnumber', {
      lotteryCategoryName: cat.name,
      date: '2026-11-20',
      numbers: asLotterySoft(draw),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const id = posted.json().data._id as string;
    const stored = async () =>
      (await db.select().from(winningNumbers).where(eq(winningNumbers.id, id)))[0]!.numbers;
    expect(l5c3(asLotterySoft(draw))).toBe('42727');
    expect(l5c3(await stored())).toBe('74512');
    expect(await stored()).toEqual(deriveWinningNumbers(draw));

    const corrected = { first: '90', second: '06', third: '31', l3c: '590' };
    const patched = await asAdmin('PATCH', `/api/admin/updatewiningnumber/${id}`, {
      lotteryCategoryName: cat.name,
      date: '2026-11-20',
      numbers: asLotterySoft(corrected),
      reason: 'The lots were misread',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(l5c3(await stored())).toBe('00631');
    expect(await stored()).toEqual(deriveWinningNumbers(corrected));
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
