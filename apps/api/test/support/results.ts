import { expect } from 'vitest';
import { drawHasClosed, localTimeOf, type DrawInput } from '@tiraj/domain';
import type { App } from '../../src/http/types.ts';
import { bearer } from './factories.ts';
import { TZ } from './zone.ts';

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * A result is accepted only once its draw closed (issue 29): when the draw of `date` is still on
 * sale, the admin moves the category's window to end a minute ago, as the clock would close it
 * (the tests run about noon operator time, so the window stays within the day).
 */
export async function closeDraw(app: App, adminToken: string, idOrName: string, date: string) {
  const list = await app.inject({
    method: 'GET',
    url: '/api/admin/getlotterycategory',
    headers: bearer(adminToken),
  });
  const category = list
    .json<{ data: { _id: string; lotteryName: string; endTime: string }[] }>()
    .data.find((c) => c._id === idOrName || c.lotteryName.toLowerCase() === idOrName.toLowerCase());
  expect(category, idOrName).toBeDefined();
  if (drawHasClosed(category!.endTime, date, new Date(), TZ)) return;
  const now = localTimeOf(new Date(), TZ).minutes;
  const moved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/updatelotterycategory/${category!._id}`,
    headers: bearer(adminToken),
    payload: { startTime: hhmm(now - 240), endTime: hhmm(now - 1) },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

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
  await closeDraw(app, adminToken, lotteryCategoryName, date);
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
  reason = 'The slip was misread',
) {
  await closeDraw(app, adminToken, lotteryCategoryName, date);
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/admin/updatewiningnumber/${id}`,
    headers: bearer(adminToken),
    payload: { ...resultBody(lotteryCategoryName, date, draw), reason },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string }; settledTickets: number }>();
}
