import { and, asc, between, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  addDays,
  centimesOf,
  drawInputOf,
  instantOfLocal,
  localDateOf,
  ownerFiguresOf,
  salesWindow,
} from '@tiraj/domain';
import type { AdminHomeAnswer, CompanyHomeAnswer, HomeDraw } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  lotteryCategories,
  paymentAlerts,
  tickets,
  users,
  winningNumbers,
} from '../../db/schema/index.ts';
import { withCode } from '../../correction-alert.ts';
import { selectPaymentAlerts } from '../../payment-alerts.ts';
import { commissionSums } from '../../ticketing/commission-sums.ts';
import { paidOutSums } from '../../ticketing/paid-out.ts';
import { lastWeekAtThisHour } from './same-hour-last-week.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/** How many draw dates the chart covers, today included. */
export const HOME_DAYS = 30;
/** How many of today's sellers the home lists. */
export const TOP_SELLERS = 5;
/** Payment alerts count as due from this many days before their date. */
export const ALERT_NOTICE_DAYS = 7;

/**
 * The same sums as the sales reports (sale-reports/service.ts): tickets not
 * deleted, `total_amount` (already without bonus lines) and `paid_amount`.
 */
const counted = () => ({
  tickets: sql<number>`count(*)::int`.as('tickets'),
  sum: sql<string>`coalesce(sum(${tickets.totalAmount}), 0)`.as('sum'),
  paid: sql<string>`coalesce(sum(${tickets.paidAmount}), 0)`.as('paid'),
});

/**
 * Total, Paid (won), Profit, the sellers' commission and the net profit by draw date; Paid out:
 * cash handed over that day (`paidOut`, centimes); `commission` in centimes (commission-sums.ts).
 */
const figuresOf = (r: { sum: string | null; paid: string | null }, paidOut = 0, commission = 0) =>
  ownerFiguresOf(centimesOf(r.sum), centimesOf(r.paid), paidOut, commission);

/** The sellers' commission of the caller's live tickets per `key` on draw dates `from`–`to`. */
const commissionOn = (
  db: Db,
  actor: CompanyUser,
  key: Parameters<typeof commissionSums>[1],
  from: string,
  to: string,
) =>
  commissionSums(
    db,
    key,
    and(isNull(tickets.deletedAt), ticketsOf(actor), between(tickets.drawDate, from, to)),
  );

/** The operator day of a payout, as SQL: what a day's Paid out groups by. */
const paidOutDay = (timeZone: string) => sql`(${tickets.paidOutAt} at time zone ${timeZone})::date`;

/** Total, Paid, Profit and tickets per draw date over the last 30 days, zeros where nothing sold. */
async function lastDays(db: Db, actor: CompanyUser, today: string, timeZone: string) {
  const first = addDays(today, -(HOME_DAYS - 1));
  const paidOut = await paidOutSums(
    db,
    paidOutDay(timeZone),
    ticketsOf(actor),
    { fromDate: first, toDate: today },
    timeZone,
  );
  const commission = await commissionOn(db, actor, tickets.drawDate, first, today);
  const rows = await db
    .select({ date: tickets.drawDate, ...counted() })
    .from(tickets)
    .where(
      and(isNull(tickets.deletedAt), ticketsOf(actor), between(tickets.drawDate, first, today)),
    )
    .groupBy(tickets.drawDate);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return Array.from({ length: HOME_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const r = byDate.get(date);
    return {
      date,
      tickets: r?.tickets ?? 0,
      ...figuresOf(r ?? { sum: '0', paid: '0' }, paidOut.get(date), commission.get(date)),
    };
  });
}

/** Every lottery's draw of today: its state now, its result, and the caller's sales on it. */
async function todaysDraws(
  db: Db,
  actor: CompanyUser,
  today: string,
  now: Date,
  timeZone: string,
): Promise<HomeDraw[]> {
  const sums = db
    .select({ categoryId: tickets.lotteryCategoryId, ...counted() })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), ticketsOf(actor), eq(tickets.drawDate, today)))
    .groupBy(tickets.lotteryCategoryId)
    .as('sums');
  const rows = await db
    .select({
      id: lotteryCategories.id,
      name: lotteryCategories.name,
      startTime: lotteryCategories.startTime,
      endTime: lotteryCategories.endTime,
      numbers: winningNumbers.numbers,
      tickets: sums.tickets,
      sum: sums.sum,
      paid: sums.paid,
    })
    .from(lotteryCategories)
    .leftJoin(
      winningNumbers,
      and(
        eq(winningNumbers.lotteryCategoryId, lotteryCategories.id),
        eq(winningNumbers.drawDate, today),
      ),
    )
    .leftJoin(sums, eq(sums.categoryId, lotteryCategories.id))
    .orderBy(asc(lotteryCategories.endTime), asc(sql`lower(${lotteryCategories.name})`));
  const paidOut = await paidOutSums(
    db,
    tickets.lotteryCategoryId,
    ticketsOf(actor),
    { fromDate: today, toDate: today },
    timeZone,
  );
  const commission = await commissionOn(db, actor, tickets.lotteryCategoryId, today, today);
  return rows.map((r) => {
    const { status, at } = drawState(r, today, now, timeZone);
    return {
      _id: r.id,
      lotteryName: r.name,
      startTime: r.startTime,
      endTime: r.endTime,
      status,
      at,
      numbers: r.numbers ? drawInputOf(r.numbers) : null,
      tickets: r.tickets ?? 0,
      ...figuresOf(r, paidOut.get(r.id), commission.get(r.id)),
    };
  });
}

/**
 * Today's draw of a lottery: the result once posted; open while its window
 * runs for today's date (as a sale would find it, seller-device/seller-queries);
 * upcoming before it opens; closed after.
 */
function drawState(
  r: { startTime: string; endTime: string; numbers: unknown },
  today: string,
  now: Date,
  timeZone: string,
): { status: HomeDraw['status']; at: string | null } {
  if (r.numbers) return { status: 'result', at: null };
  const w = salesWindow(r.startTime, r.endTime, now, timeZone);
  if (w.drawDate !== today) return { status: 'closed', at: null };
  return {
    status: w.open ? 'open' : 'upcoming',
    at: instantOfLocal(w.until, timeZone).toISOString(),
  };
}

async function topSellers(db: Db, actor: CompanyUser, today: string, timeZone: string) {
  const rows = await db
    .select({ id: tickets.sellerId, name: users.userName, ...counted() })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .where(and(isNull(tickets.deletedAt), ticketsOf(actor), eq(tickets.drawDate, today)))
    .groupBy(tickets.sellerId, users.userName)
    .orderBy(desc(sql`sum(${tickets.totalAmount})`), asc(sql`lower(${users.userName})`))
    .limit(TOP_SELLERS);
  const paidOut = await paidOutSums(
    db,
    tickets.sellerId,
    ticketsOf(actor),
    { fromDate: today, toDate: today },
    timeZone,
  );
  const commission = await commissionOn(db, actor, tickets.sellerId, today, today);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    tickets: r.tickets,
    ...figuresOf(r, paidOut.get(r.id), commission.get(r.id)),
  }));
}

/** The company's (or a supervisor's sellers') day at a glance, "today" in the operator's zone. */
export async function companyHome(
  db: Db,
  actor: CompanyUser,
  timeZone: string,
  now = new Date(),
): Promise<CompanyHomeAnswer['data']> {
  const today = localDateOf(now, timeZone);
  const [days, draws, sellers, lastWeek] = await Promise.all([
    lastDays(db, actor, today, timeZone),
    todaysDraws(db, actor, today, now, timeZone),
    topSellers(db, actor, today, timeZone),
    lastWeekAtThisHour(db, actor, today, now, timeZone),
  ]);
  return { today, now: now.toISOString(), days, lastWeek, draws, topSellers: sellers };
}

/** The platform's day: every company's sales, payouts and selling sellers today, and alerts due. */
export async function adminHome(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<AdminHomeAnswer['data']> {
  const today = localDateOf(now, timeZone);
  const sums = db
    .select({
      companyId: tickets.companyId,
      sellers: sql<number>`count(distinct ${tickets.sellerId})::int`.as('sellers'),
      tickets: sql<number>`count(*)::int`.as('tickets'),
      sum: sql<string>`sum(${tickets.totalAmount})`.as('sum'),
      paid: sql<string>`sum(${tickets.paidAmount})`.as('paid'),
    })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), eq(tickets.drawDate, today)))
    .groupBy(tickets.companyId)
    .as('sums');
  const [rows, alerts, paidOut] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        isActive: companies.isActive,
        sellers: sums.sellers,
        tickets: sums.tickets,
        sum: sums.sum,
        paid: sums.paid,
      })
      .from(companies)
      .leftJoin(sums, eq(sums.companyId, companies.id))
      .orderBy(desc(sql`coalesce(${sums.sum}, 0)`), asc(sql`lower(${companies.name})`)),
    selectPaymentAlerts(db)
      .where(lte(paymentAlerts.date, addDays(today, ALERT_NOTICE_DAYS)))
      .orderBy(asc(paymentAlerts.date), asc(paymentAlerts.createdAt)),
    paidOutSums(db, tickets.companyId, undefined, { fromDate: today, toDate: today }, timeZone),
  ]);
  const commission = await commissionSums(
    db,
    tickets.companyId,
    and(isNull(tickets.deletedAt), eq(tickets.drawDate, today)),
  );
  return {
    today,
    companies: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      isActive: r.isActive,
      tickets: r.tickets ?? 0,
      activeSellers: r.sellers ?? 0,
      ...figuresOf(r, paidOut.get(r.id), commission.get(r.id)),
    })),
    alerts: alerts.map(withCode),
  };
}
