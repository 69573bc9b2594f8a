import { drawClosesAt } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { tickets, winningNumbers } from '../../src/db/schema/index.ts';
import { createCompany, createLotteryCategory, createUser, unique } from './factories.ts';
import { TZ } from './zone.ts';

/** The built data set's draw: 12:00 operator time on a past date, with its result posted. */
export const FRAUD_DAY = '2026-11-10';

const minutes = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

interface Sale {
  deletedAt?: Date;
  soldAt?: Date;
  paidAmount?: number;
  paidOut?: { by: string; amount: number };
}

/**
 * A company whose supervisor has five ordinary sellers (20 tickets of 10 HTG each, one deleted
 * early, two winning) and a thief (20 tickets: 6 deleted, 3 of them in the last 10 minutes, 2
 * sold in the last minute, one win paid out by another seller); one more seller of the company
 * under no supervisor (20 tickets, none deleted); and a second company with a seller of its own.
 */
export async function fraudDataSet(db: Db) {
  const category = await createLotteryCategory(db, {
    name: unique('Fraud Draw'),
    startTime: '06:00',
    endTime: '12:00',
  });
  const closes = drawClosesAt(FRAUD_DAY, '12:00', TZ);
  const mine = await createCompany(db);
  const theirs = await createCompany(db);
  const underSupervisor = () =>
    createUser(db, 'seller', mine.company.id, { supervisorId: mine.supervisor.id });
  const honest = [mine.seller, ...(await Promise.all([1, 2, 3, 4].map(underSupervisor)))];
  const thief = await underSupervisor();
  const loner = await createUser(db, 'seller', mine.company.id);

  const rows: (typeof tickets.$inferInsert)[] = [];
  const sell = (companyId: string, sellerId: string, sales: Sale[]) => {
    for (const [i, s] of sales.entries())
      rows.push({
        companyId,
        sellerId,
        ticketCode: unique('F').toUpperCase(),
        lotteryCategoryId: category.id,
        drawDate: FRAUD_DAY,
        soldAt: s.soldAt ?? minutes(closes, -120 - i),
        totalAmount: 1000,
        paidAmount: s.paidAmount ?? 0,
        multipliers: [50, 20, 10, 500, 5000, 25000, 1000],
        deletedAt: s.deletedAt ?? null,
        deletedBy: s.deletedAt ? sellerId : null,
        paidOutAt: s.paidOut ? minutes(closes, 120) : null,
        paidOutBy: s.paidOut?.by ?? null,
        paidOutAmount: s.paidOut?.amount ?? null,
      });
  };
  const twenty = (over: Record<number, Sale>) =>
    Array.from({ length: 20 }, (_, i) => over[i] ?? {});

  for (const seller of honest)
    sell(
      mine.company.id,
      seller.id,
      twenty({
        0: { deletedAt: minutes(closes, -90) },
        1: { paidAmount: 50_000 },
        2: { paidAmount: 20_000, paidOut: { by: seller.id, amount: 20_000 } },
      }),
    );
  const late = { deletedAt: minutes(closes, -5) };
  sell(
    mine.company.id,
    thief.id,
    twenty({
      0: late,
      1: late,
      2: late,
      3: { deletedAt: minutes(closes, -60) },
      4: { deletedAt: minutes(closes, -61) },
      5: { deletedAt: minutes(closes, -62) },
      6: { soldAt: new Date(closes.getTime() - 30_000) },
      7: { soldAt: new Date(closes.getTime() - 10_000) },
      8: { paidAmount: 100_000, paidOut: { by: loner.id, amount: 100_000 } },
      9: { paidAmount: 10_000, paidOut: { by: mine.subadmin.id, amount: 10_000 } },
    }),
  );
  sell(mine.company.id, loner.id, twenty({}));
  sell(theirs.company.id, theirs.seller.id, twenty({ 0: late, 1: late, 2: late }));
  await db.insert(tickets).values(rows);
  await db
    .insert(winningNumbers)
    .values({ lotteryCategoryId: category.id, drawDate: FRAUD_DAY, numbers: [] });
  return { category, closes, mine, theirs, honest, thief, loner };
}
