import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ExposureAlert, ExposureAnswer } from '@tiraj/domain/contracts';
import { exposureAlerts } from '../../src/db/schema/index.ts';
import { testApp } from './app.ts';
import { bearer, insertLimit, shop } from './factories.ts';
import { sell } from './sales.ts';

/** The risk board's paths, the subadmin's and the supervisor's. */
export const BOARD = { SUB: '/api/subadmin/getexposure', SUP: '/api/supervisor/getexposure' };
/** The risk alerts' paths, the subadmin's and the supervisor's. */
export const ALERTS = {
  SUB: '/api/subadmin/getexposurealerts',
  SUP: '/api/supervisor/getexposurealerts',
};

export type Data = ExposureAnswer['data'];

/** The board's row of `game` `number`, if any. */
export const row = (d: Data, game: string, number: string) =>
  d.rows.find((r) => r.gameCategory === game && r.number === number);
/** A BLT line. */
export const blt = (number: string, amount: number) => ({ gameCategory: 'BLT', number, amount });

/**
 * The risk board and risk alert tests' server (exposure, exposure-payouts, exposure-live,
 * exposure-alerts, exposure-alerts-visibility): `sold` (a sale that must pass, its ticket id),
 * `board`/`ok` (the board, `ok` expects a 200 and answers its data), `alerts` (the alerts of a
 * draw), `stored` (a company's stored alerts) and `limitedShop`.
 */
export async function exposureApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;

  const sold = async (token: string, category: string, numbers: Parameters<typeof sell>[3]) => {
    const response = await sell(app, token, category, numbers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { _id: string } }>().data._id;
  };

  async function board(token: string, path: string, query: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: path, query, headers: bearer(token) });
    return response;
  }
  async function ok(token: string, path: string, query: Record<string, string>): Promise<Data> {
    const response = await board(token, path, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExposureAnswer>().data;
  }

  async function alerts(token: string, path: string, s: { id: string; drawDate: string }) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      query: { lotteryCategoryName: s.id, date: s.drawDate },
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ExposureAlert[] }>().data;
  }
  const stored = (companyId: string) =>
    db.select().from(exposureAlerts).where(eq(exposureAlerts.companyId, companyId));

  /** A shop whose category has a company-wide (All) BLT limit of `cap` HTG. */
  async function limitedShop(cap = 100) {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: cap },
    ]);
    return s;
  }

  return { app, db, sold, board, ok, alerts, stored, limitedShop };
}
