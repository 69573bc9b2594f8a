import { expect } from 'vitest';
import type { DrawInput } from '@tiraj/domain';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';

/** A draw's four typed numbers as the admin sends them (the server derives the rest). */
export const typed = (d: DrawInput) => [
  { gameCategory: 'BLT', position: 1, number: d.first },
  { gameCategory: 'BLT', position: 2, number: d.second },
  { gameCategory: 'BLT', position: 3, number: d.third },
  { gameCategory: 'L3C', position: 1, number: d.l3c },
];

/** What the admin's form sends: the category (its id or name), the date and the typed numbers. */
const resultBody = (lotteryCategoryName: string, date: string, draw: DrawInput) => ({
  lotteryCategoryName,
  date,
  numbers: typed(draw),
});

/** Posts a draw's result through the admin API (which settles its tickets), as the admin would. */
export async function postResult(
  app: App,
  adminToken: string,
  lotteryCategoryName: string,
  date: string,
  draw: DrawInput,
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
  draw: DrawInput,
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
