import { expect } from 'vitest';
import type { App } from '../../src/http/types.ts';
import { testApp } from './app.ts';
import { bearer } from './factories.ts';

export const SUBADMIN = '/api/sbuadmin';
export const SUPERVISOR = '/api/superVisor';
export const SUBADMIN_PATHS = [
  'getselldetails',
  'getselldetailsbygamecategory',
  'getselldetailsallloterycategory',
  'getsellgamenumberinfo',
];
export const SUPERVISOR_PATHS = [
  'getSellDetails',
  'getSellDetailsByGameCategory',
  'getSellDetailsByAllLoteryCategory',
  'getsellgamenumberinfo',
];

export const groups = (body: {
  data: {
    _id: { gameCategory: string; number: string; lotteryCategoryName: string };
    count: number;
    totalAmount: number;
  }[];
}) =>
  body.data.map((g) => [
    g._id.lotteryCategoryName,
    g._id.gameCategory,
    g._id.number,
    g.count,
    g.totalAmount,
  ]);

/** GET `url` with `query` as the holder of `token`; `ok` also expects a 200 and answers the body. */
export function reportCalls(app: App) {
  const get = (token: string, url: string, query: Record<string, string>) =>
    app.inject({ method: 'GET', url, query, headers: bearer(token) });
  async function ok(token: string, url: string, query: Record<string, string>) {
    const response = await get(token, url, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  return { get, ok };
}

/** The sale-details tests' server (sale-details, sale-detail-figures, number-info). */
export async function saleDetailsApp() {
  const { app, ctx } = await testApp();
  return { app, db: ctx.db, ...reportCalls(app) };
}
