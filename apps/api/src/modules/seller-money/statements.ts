import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  creditLeftOf,
  fromCentimes,
  localDateOf,
  sellerStatement,
  toCentimes,
  type SellerDay,
  type StatementDay,
} from '@tiraj/domain';
import type {
  CashUpAnswer,
  CashUpRow,
  SellerBalanceAnswer,
  SellerStatementAnswer,
} from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  sellerBalances,
  sellerDays,
  sellerLedger,
  users,
} from '../../db/schema/index.ts';
import { dayRows } from '../../ticketing/seller-days.ts';
import { sellerInScope } from '../../ticketing/seller-in-scope.ts';
import { ledgerOf, ledgerRows, type LedgerRow } from './ledger-rows.ts';
import { supervisorCommissionOn } from './supervisor-commission.ts';
import {
  creditRefusalsOn,
  creditStatuses,
  supervisorsOwed,
  type CreditStatus,
} from './cash-up-credit.ts';

// The cash-up, the seller's statement and its balance: read from the seller's day rows and
// ledger, worked out by the domain's `sellerStatement` (the one place a day's due is computed).

const dayFiguresOf = (d: StatementDay | undefined) => ({
  sales: fromCentimes(d?.sales ?? 0),
  commission: fromCentimes(d?.commission ?? 0),
  payouts: fromCentimes(d?.payouts ?? 0),
  due: fromCentimes(d?.due ?? 0),
  remitted: fromCentimes(d?.remitted ?? 0),
});

const bySeller = <T extends { sellerId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.sellerId, [...(map.get(r.sellerId) ?? []), r]);
  return map;
};

/**
 * The cash-up of one operator day: one row per seller of the caller (a supervisor: its own),
 * with the balance at the end of that day (the balance now, less what the days after moved).
 * A hidden (deleted) seller appears on a day it sold, paid or remitted, on a day it ended owing or
 * owed something, and while it owes or is owed something now: a past day's rows and totals never
 * change because a seller was deleted after it.
 */
export async function cashUp(
  db: Db,
  actor: CompanyUser,
  date: string,
  timeZone: string,
): Promise<CashUpAnswer> {
  const sellers = await db
    .select({
      id: users.id,
      userName: users.userName,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      balance: sellerBalances.balance,
    })
    .from(users)
    .leftJoin(sellerBalances, eq(sellerBalances.sellerId, users.id))
    .where(
      and(
        eq(users.companyId, actor.companyId),
        eq(users.role, 'seller'),
        actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
        // `?branch` (issue 39): only the sellers in that branch now.
        actor.branchId ? eq(users.branchId, actor.branchId) : undefined,
        // A hidden seller is read when it may be listed: the rows below drop the rest.
        or(
          isNull(users.deletedAt),
          ne(sql`coalesce(${sellerBalances.balance}, 0)`, 0),
          sql`exists (select 1 from ${sellerDays} where ${sellerDays.sellerId} = ${users.id}
            and ${sellerDays.day} >= ${date})`,
          sql`exists (select 1 from ${sellerLedger} where ${sellerLedger.sellerId} = ${users.id}
            and ${sellerLedger.day} >= ${date})`,
        ),
      ),
    )
    .orderBy(users.userName);
  const ids = sellers.map((s) => s.id);
  const credit = await creditStatuses(db, sellers);
  const refused = await creditRefusalsOn(db, actor.companyId, ids, date);
  const days = bySeller(await dayRows(db, ids, date));
  const entries = bySeller(
    (ids.length ? await ledgerRows(db, ledgerOf(ids, date)) : []).map((r) => ({
      ...r,
      sellerId: r.entry.seller._id,
    })),
  );
  const data: CashUpRow[] = sellers.flatMap((s) => {
    const statement = sellerStatement(
      days.get(s.id) ?? [],
      (entries.get(s.id) ?? []).map((e) => e.counted),
    );
    const today = statement.find((d) => d.day === date);
    // The rows start at `date`: what the days after it moved is the last balance less its own.
    const after = (statement.at(-1)?.balance ?? 0) - (today?.balance ?? 0);
    const balance = (s.balance ?? 0) - after;
    if (s.deleted && !today && balance === 0 && !s.balance) return [];
    return [
      {
        sellerId: s.id,
        sellerName: s.userName,
        ...dayFiguresOf(today),
        balance: fromCentimes(balance),
        ...credit.get(s.id)!,
        ...(refused.has(s.id) && { refusedToday: refused.get(s.id)! }),
      },
    ];
  });
  type Summed = keyof Omit<
    CashUpRow,
    'sellerId' | 'sellerName' | keyof CreditStatus | 'refusedToday'
  >;
  const centimesOf = (key: Summed) => data.reduce((total, row) => total + toCentimes(row[key]), 0);
  const sum = (key: Summed) => fromCentimes(centimesOf(key));
  return {
    success: true,
    data,
    totals: {
      ...(actor.role === 'supervisor' && {
        supervisorCommission: fromCentimes(
          await supervisorCommissionOn(db, actor.companyId, ids, date, timeZone),
        ),
      }),
      sales: sum('sales'),
      commission: sum('commission'),
      payouts: sum('payouts'),
      due: sum('due'),
      remitted: sum('remitted'),
      balance: sum('balance'),
    },
    ...(actor.role === 'subadmin' && {
      supervisors: await supervisorsOwed(db, actor, date, timeZone),
    }),
  };
}

/**
 * A seller's statement between two operator days: each day with figures or entries, its entries,
 * and the running balance carried from every day before (worked out from the day rows and the
 * ledger alone, so it checks the running balance row rather than reading it).
 */
export async function sellerStatementOf(
  db: Db,
  actor: CompanyUser,
  query: { seller: string; fromDate: string; toDate: string },
): Promise<SellerStatementAnswer['data']> {
  const seller = await sellerInScope(db, actor, query.seller);
  const [person] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, seller.id));
  const days: SellerDay[] = await dayRows(db, [seller.id], undefined, query.toDate);
  const ledger = await ledgerRows(db, ledgerOf([seller.id], undefined, query.toDate));
  const statement = sellerStatement(
    days,
    ledger.map((e) => e.counted),
  );
  const before = statement.filter((d) => d.day < query.fromDate).at(-1)?.balance ?? 0;
  const entriesOf = (day: string) => ledger.filter((e) => e.entry.date === day).map((e) => e.entry);
  const period = statement.filter((d) => d.day >= query.fromDate);
  return {
    seller: { _id: seller.id, userName: person?.userName ?? '' },
    openingBalance: fromCentimes(before),
    days: period.map((d) => ({
      date: d.day,
      ...dayFiguresOf(d),
      opening: fromCentimes(d.opening),
      balance: fromCentimes(d.balance),
      entries: entriesOf(d.day),
    })),
    closingBalance: fromCentimes(period.at(-1)?.balance ?? before),
  };
}

/** How many of the last ledger entries the seller's Balans shows. */
const LAST_ENTRIES = 10;

/** The seller's own Balans: today's figures, its balance now, its credit left, its last entries. */
export async function sellerBalance(
  db: Db,
  seller: CompanyUser,
  timeZone: string,
  now = new Date(),
): Promise<SellerBalanceAnswer['data']> {
  const today = localDateOf(now, timeZone);
  const [row] = await db
    .select({
      balance: sellerBalances.balance,
      creditLimit: sql<
        number | null
      >`coalesce(${users.creditLimit}, ${companies.defaultCreditLimit})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(sellerBalances, eq(sellerBalances.sellerId, users.id))
    .where(eq(users.id, seller.id));
  const days = await dayRows(db, [seller.id], today, today);
  const todays: LedgerRow[] = await ledgerRows(db, ledgerOf([seller.id], today, today));
  const [figures] = sellerStatement(
    days,
    todays.map((e) => e.counted),
  );
  const balance = row?.balance ?? 0;
  const creditLimit = row?.creditLimit ?? null;
  const left = creditLeftOf(creditLimit, balance);
  const last = await ledgerRows(db, ledgerOf([seller.id]), { newestFirst: LAST_ENTRIES });
  return {
    today: dayFiguresOf(figures),
    balance: fromCentimes(balance),
    creditLimit: creditLimit === null ? null : fromCentimes(creditLimit),
    creditLeft: left === null ? null : fromCentimes(left),
    remittances: last.map((e) => e.entry),
  };
}
