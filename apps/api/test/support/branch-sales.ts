import { eq } from 'drizzle-orm';
import { localDateOf } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { tickets, users } from '../../src/db/schema/index.ts';
import { addBranch } from './branches.ts';
import { createLotteryCategory, createUser, insertTicket, unique } from './factories.ts';
import { twoCompaniesApp } from './roles.ts';
import { TZ } from './zone.ts';

/**
 * Issue 39's filter tests: one company with two branches, a seller in each and one in none (the
 * fixture's own), each with tickets on today's draw of one category, at a commission, one won.
 */
export async function branchSalesApp() {
  const app = await twoCompaniesApp();
  const { db, mine, asSubadmin } = app;
  const north = await addBranch(asSubadmin, { name: unique('Nord') });
  const south = await addBranch(asSubadmin, { name: unique('Sud') });
  const sellerIn = async (branchId: string) => {
    const seller = await createUser(db, 'seller', mine.company.id, {
      supervisorId: mine.supervisor.id,
    });
    await db.update(users).set({ branchId, commissionRate: 1250 }).where(eq(users.id, seller.id));
    return seller;
  };
  const northSeller = await sellerIn(north._id);
  const southSeller = await sellerIn(south._id);
  const category = await createLotteryCategory(db);
  const today = localDateOf(new Date(), TZ);
  const sell = (sellerId: string, amount: number, number = '27') =>
    insertTicket(db, {
      companyId: mine.company.id,
      sellerId,
      lotteryCategoryId: category.id,
      drawDate: today,
      lines: [{ game: 'BLT', number, amount }],
    });
  const northTickets = [await sell(northSeller.id, 50), await sell(northSeller.id, 25.5, '13')];
  const southTickets = [await sell(southSeller.id, 40)];
  const noBranch = [await sell(mine.seller.id, 10, '13')];
  // A winner: its Paid, as settlement would store it.
  await db.update(tickets).set({ paidAmount: 150_000 }).where(eq(tickets.id, northTickets[0]!.id));
  return {
    ...app,
    db: db as Db,
    north,
    south,
    northSeller,
    southSeller,
    category,
    today,
    northTickets,
    southTickets,
    noBranch,
  };
}
