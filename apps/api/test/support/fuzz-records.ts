import { PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import { expect } from 'vitest';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';
import type { RoleName } from './roles.ts';

export const CONDITIONS = [
  50,
  20,
  10,
  500,
  5000,
  5000,
  5000,
  25000,
  25000,
  25000,
  ...Array(6).fill(1000),
];
export const RESULT = [
  { gameCategory: 'BLT', position: 1, number: '12' },
  { gameCategory: 'BLT', position: 2, number: '34' },
  { gameCategory: 'BLT', position: 3, number: '56' },
  { gameCategory: 'L3C', position: 1, number: '412' },
];
export const PERCENTAGES = PERCENTAGE_GAME_ORDER.map((gameCategory) => ({
  gameCategory,
  limitPercent: 50,
}));

/**
 * The fuzz test's records: one of each kind, made as the screens make them; answers their ids, so
 * updates and deletes reach the services.
 */
export async function fuzzRecords({
  app,
  tokens,
  category,
  victimCompany,
  DATES,
}: {
  app: App;
  tokens: Record<RoleName, string>;
  category: { name: string };
  victimCompany: { company: { id: string } };
  DATES: string[];
}): Promise<string[]> {
  /** One record of each kind, made as the screens make them: their ids let updates and deletes reach the services. */
  async function created(token: string, url: string, payload: object): Promise<string> {
    const response = await app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<{ data: { _id: string } }>().data._id;
  }
  const lottery = { lotteryCategoryName: category.name };
  return [
    await created(tokens.seller, '/api/seller/addticket', {
      ...lottery,
      numbers: [{ gameCategory: 'BLT', number: '12', amount: 10 }],
    }),
    await created(tokens.subadmin, '/api/subadmin/addblocknumber', {
      ...lottery,
      gameCategory: 'BLT',
      number: '07',
    }),
    await created(tokens.subadmin, '/api/subadmin/addlimitbut', {
      ...lottery,
      limits: [{ gameCategory: 'L3C', limitsButs: 100000 }],
    }),
    await created(tokens.subadmin, '/api/subadmin/addpaymentterm', {
      ...lottery,
      conditions: CONDITIONS,
    }),
    await created(tokens.subadmin, '/api/subadmin/addpercentagelimit', {
      ...lottery,
      limits: PERCENTAGES,
    }),
    await created(tokens.admin, '/api/admin/addpaymentalert', {
      company: victimCompany.company.id,
      message: 'Please pay.',
      date: DATES[1],
    }),
    await created(tokens.admin, '/api/admin/addwiningnumber', {
      ...lottery,
      date: DATES[1],
      numbers: RESULT,
    }),
  ];
}
