import { expect } from 'vitest';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';

type Draw = { first: string; second: string; third: string; l3c: string };

/** What the admin's form sends: the four typed values (the server derives the rest). */
const resultBody = (lotteryCategoryName: string, date: string, draw: Draw) => ({
  lotteryCategoryName,
  date,
  numbers: [
    { gameCategory: 'BLT', position: 1, number: draw.first },
    { gameCategory: 'BLT', position: 2, number: draw.second },
    { gameCategory: 'BLT', position: 3, number: draw.third },
    { gameCategory: 'L3C', position: 1, number: draw.l3c },
  ],
});

/** Posts a draw's result through the admin API (which settles its tickets), as the admin would. */
export async function postResult(
  app: App,
  adminToken: string,
  lotteryCategoryName: string,
  date: string,
  draw: Draw,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/addwiningnumber',
    headers: bearer(adminToken),
    payload: resultBody(lotteryCategoryName, date, draw),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string }; settledTickets: number }>();
}

/** Corrects a posted result (`id`) through the admin API, which settles its tickets again. */
export async function correctResult(
  app: App,
  adminToken: string,
  id: string,
  lotteryCategoryName: string,
  date: string,
  draw: Draw,
) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/admin/updatewiningnumber/${id}`,
    headers: bearer(adminToken),
    payload: resultBody(lotteryCategoryName, date, draw),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string }; settledTickets: number }>();
}
