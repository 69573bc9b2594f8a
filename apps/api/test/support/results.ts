import { expect } from 'vitest';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';

/** Posts a draw's result through the admin API (which settles its tickets), as the admin would. */
export async function postResult(
  app: App,
  adminToken: string,
  lotteryCategoryName: string,
  date: string,
  draw: { first: string; second: string; third: string; l3c: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/addwiningnumber',
    headers: bearer(adminToken),
    payload: {
      lotteryCategoryName,
      date,
      numbers: [
        { gameCategory: 'BLT', position: 1, number: draw.first },
        { gameCategory: 'BLT', position: 2, number: draw.second },
        { gameCategory: 'BLT', position: 3, number: draw.third },
        { gameCategory: 'L3C', position: 1, number: draw.l3c },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string }; settledTickets: number }>();
}
