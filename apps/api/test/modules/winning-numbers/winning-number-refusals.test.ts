import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deriveWinningNumbers } from '@tiraj/domain';
import { winningNumbers } from '../../../src/db/schema/index.ts';
import { createLotteryCategory } from '../../support/factories.ts';
import { typed } from '../../support/results.ts';
import { rolesApp } from '../../support/roles.ts';

const { db, asAdmin } = await rolesApp();

describe('winning numbers', () => {
  it('refuses each bad typed number, a missing category or date, a future date, with 400', async () => {
    const cat = await createLotteryCategory(db);
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
    const cat = await createLotteryCategory(db);
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
      const response = await asAdmin('PATCH', `/api/admin/updatewiningnumber/${created._id}`, {
        ...payload,
        reason: 'The slip was misread',
      });
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
    const [stored] = await db
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
});
