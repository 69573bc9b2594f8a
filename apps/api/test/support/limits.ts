import { expect } from 'vitest';
import { LIMIT_GAME_ORDER } from '@tiraj/domain';
import { twoCompaniesApp } from './roles.ts';

export interface LimitRecord {
  _id: string;
  lotteryCategoryName: string;
  lotteryCategoryId: string;
  seller: { _id: string; userName: string } | null;
  superVisor: { _id: string; userName: string } | null;
  limits: { gameCategory: string; limitsButs: number | null }[];
}

export const BLT_ONLY = [{ gameCategory: 'BLT', limitsButs: 500 }];

/** The nine games in order, each with its value in `values` or none. */
export const nine = (values: Partial<Record<string, number>>) =>
  LIMIT_GAME_ORDER.map((gameCategory) => ({
    gameCategory,
    limitsButs: values[gameCategory] ?? null,
  }));

/** The limit tests' server (limits, add-limit, limit-searches) and `addLimit`. */
export async function limitsApp() {
  const app = await twoCompaniesApp();

  async function addLimit(payload: object, as = app.asSubadmin) {
    const response = await as('POST', '/api/subadmin/addlimitbut', {
      limits: BLT_ONLY,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LimitRecord;
  }

  return { ...app, addLimit };
}
