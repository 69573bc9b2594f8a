import { localTimeOf, salesWindow } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { lotteryCategories } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { bearer, unique } from './factories.ts';

import { TZ } from './zone.ts';

export { TZ };

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A category open right now (a window of ±3 hours around the operator's clock), and its draw date. */
export async function openCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  const [row] = await db
    .insert(lotteryCategories)
    .values({ name: unique('Open Draw'), startTime: hhmm(now - 180), endTime: hhmm(now + 180) })
    .returning();
  return { ...row!, drawDate: salesWindow(row!.startTime, row!.endTime, new Date(), TZ).drawDate };
}

/** A category closed right now (it opens in two hours). */
export async function closedCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  const [row] = await db
    .insert(lotteryCategories)
    .values({ name: unique('Closed Draw'), startTime: hhmm(now + 120), endTime: hhmm(now + 180) })
    .returning();
  return row!;
}

export function sell(
  app: App,
  token: string,
  lotteryCategoryName: string,
  numbers: { gameCategory: string; number: string; amount: number }[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/seller/addticket',
    headers: bearer(token),
    payload: { lotteryCategoryName, numbers },
  });
}
