import { and, asc, eq, isNull } from 'drizzle-orm';
import { salesWindow } from '@tiraj/domain';
import type { LotteryCategorySales } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { companies, lotteryCategories, tickets } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * Before the admin moves a draw's hours (issue 38): is it on sale now, which companies sold its
 * current draw (live tickets), and which draws are open now, so the dialog names them.
 */
export async function lotteryCategorySales(
  db: Db,
  id: string,
  timeZone: string,
  now = new Date(),
): Promise<LotteryCategorySales> {
  const all = await db.select().from(lotteryCategories).orderBy(asc(lotteryCategories.name));
  const category = all.find((c) => c.id === id);
  if (!category) throw notFound('lottery_category.not_found');
  const window = salesWindow(category.startTime, category.endTime, now, timeZone);
  const selling = await db
    .selectDistinct({ name: companies.name })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .where(
      and(
        eq(tickets.lotteryCategoryId, id),
        eq(tickets.drawDate, window.drawDate),
        isNull(tickets.deletedAt),
      ),
    )
    .orderBy(asc(companies.name));
  return {
    onSale: window.open,
    drawDate: window.drawDate,
    companies: selling.map((c) => c.name),
    openDraws: all
      .filter((c) => salesWindow(c.startTime, c.endTime, now, timeZone).open)
      .map((c) => c.name),
  };
}
