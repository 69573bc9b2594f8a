import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  centimesOf,
  coded,
  fromCentimes,
  localDateOf,
  outstandingOf,
  owedBackOf,
  settlementRefusal,
  toCentimes,
  type PayoutSettlementKind,
} from '@tiraj/domain';
import type { CorrectedPayout } from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, payoutSettlements, tickets, users } from '../../db/schema/index.ts';
import { notFound, refused } from '../../errors.ts';
import { paidUnderCorrectedResult } from '../../ticketing/paid-out.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

const payer = alias(users, 'payer');
const recorder = alias(users, 'recorder');

/** The most cases the list answers: every one still outstanding first, then newest payout first. */
const CASES = 500;

/**
 * A company's winners paid under a result since corrected, each with what was recovered or
 * written off: those paid beyond what they win now, and those already settled (kept listed so
 * the accounting stays visible). Only the caller's company: another's is never read.
 */
export async function correctedPayouts(
  db: Db,
  actor: CompanyUser,
  where?: SQL,
): Promise<CorrectedPayout[]> {
  const { companyId } = actor;
  const rows = await db
    .select({
      id: tickets.id,
      code: tickets.ticketCode,
      date: tickets.drawDate,
      category: lotteryCategories.name,
      sellerId: tickets.sellerId,
      sellerName: users.userName,
      payerId: payer.id,
      payerName: payer.userName,
      paidOutAt: tickets.paidOutAt,
      paidOut: tickets.paidOutAmount,
      wonNow: tickets.paidAmount,
    })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .innerJoin(users, eq(users.id, tickets.sellerId))
    .leftJoin(payer, eq(payer.id, tickets.paidOutBy))
    .where(
      and(
        // The company's, a branch-bound staff account's branch's (issue 39).
        ticketsOf(actor),
        isNotNull(tickets.paidOutAt),
        or(
          and(paidUnderCorrectedResult(), sql`${tickets.paidOutAmount} > ${tickets.paidAmount}`),
          sql`exists (select 1 from ${payoutSettlements} s where s.ticket_id = ${tickets.id})`,
        ),
        where,
      ),
    )
    // Those with something still to account for first (outstanding, or owed back to the
    // customer: `outstandingOf`, `owedBackOf`), so a long settled history never pushes one out of
    // the list; then newest payout first.
    .orderBy(
      desc(
        sql`(select greatest(0, ${tickets.paidOutAmount} - ${tickets.paidAmount}) > coalesce(sum(case s.kind when 'return' then -s.amount else s.amount end), 0)
          or coalesce(sum(case s.kind when 'recovery' then s.amount when 'return' then -s.amount else 0 end), 0) > greatest(0, ${tickets.paidOutAmount} - ${tickets.paidAmount})
          from ${payoutSettlements} s where s.ticket_id = ${tickets.id})`,
      ),
      desc(tickets.paidOutAt),
      desc(tickets.id),
    )
    .limit(CASES);
  if (!rows.length) return [];
  const entries = await db
    .select({
      id: payoutSettlements.id,
      ticketId: payoutSettlements.ticketId,
      kind: payoutSettlements.kind,
      amount: payoutSettlements.amount,
      day: payoutSettlements.day,
      note: payoutSettlements.note,
      recordedById: payoutSettlements.recordedBy,
      recordedByName: recorder.userName,
      createdAt: payoutSettlements.createdAt,
    })
    .from(payoutSettlements)
    .leftJoin(recorder, eq(recorder.id, payoutSettlements.recordedBy))
    .where(
      and(
        eq(payoutSettlements.companyId, companyId),
        inArray(
          payoutSettlements.ticketId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(payoutSettlements.createdAt));
  return rows.map((r) => {
    const own = entries.filter((e) => e.ticketId === r.id);
    const total = (kind: PayoutSettlementKind) =>
      own.filter((e) => e.kind === kind).reduce((a, e) => a + e.amount, 0);
    const figures = {
      paidOut: r.paidOut ?? 0,
      wonNow: r.wonNow,
      recovered: total('recovery'),
      writtenOff: total('write-off'),
      returned: total('return'),
    };
    return {
      _id: r.id,
      ticketId: r.code,
      date: r.date,
      lotteryCategoryName: r.category,
      seller: { _id: r.sellerId, userName: r.sellerName },
      paidOutBy: r.payerId ? { _id: r.payerId, userName: r.payerName ?? '' } : null,
      paidOutAt: r.paidOutAt!.toISOString(),
      paidOut: fromCentimes(figures.paidOut),
      wonNow: fromCentimes(figures.wonNow),
      recovered: fromCentimes(figures.recovered),
      writtenOff: fromCentimes(figures.writtenOff),
      outstanding: fromCentimes(outstandingOf(figures)),
      returned: fromCentimes(figures.returned),
      owedBack: fromCentimes(owedBackOf(figures)),
      settlements: own.map((e) => ({
        _id: e.id,
        kind: e.kind,
        amount: fromCentimes(e.amount),
        date: e.day,
        note: e.note,
        recordedBy: { _id: e.recordedById, userName: e.recordedByName ?? '' },
        createdAt: e.createdAt.toISOString(),
      })),
    };
  });
}

/**
 * Records a recovery from the customer (`amount`, HTG), a write-off (of all that is
 * outstanding) or a return to the customer (`amount`, at most what is owed back), audited, under the ticket's row lock so that two at once never take more than
 * is outstanding. It does not enter the seller's ledger: the ledger is the seller's drawer
 * (append-only, ARCHITECTURE §9), and its payout was right under the result in force when it
 * paid; the customer gives the cash back to the company, which records it here. So the Caisse's
 * sellers' rows (due, handed in, balance) never move, and its "paid, result corrected" section
 * holds the rest: paid out − won now = recovered + written off + outstanding, to the centime.
 */
export async function settleCorrectedPayout(
  db: Db,
  actor: CompanyUser,
  entry: {
    ticketCode: string;
    kind: PayoutSettlementKind;
    amount?: number;
    /** a write-off: the outstanding the owner was shown (HTG) */
    shown?: number;
    day?: string;
    note: string;
  },
  timeZone: string,
): Promise<CorrectedPayout> {
  const id = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, paidOut: tickets.paidOutAmount, wonNow: tickets.paidAmount })
      .from(tickets)
      .where(
        and(
          ticketsOf(actor),
          eq(tickets.ticketCode, entry.ticketCode),
          isNotNull(tickets.paidOutAt),
        ),
      )
      .for('update');
    if (!ticket) throw notFound('ticket.not_found');
    const [sums] = await tx
      .select({
        recovered: sql<string>`coalesce(sum(${payoutSettlements.amount}) filter (where ${payoutSettlements.kind} = 'recovery'), 0)`,
        writtenOff: sql<string>`coalesce(sum(${payoutSettlements.amount}) filter (where ${payoutSettlements.kind} = 'write-off'), 0)`,
        returned: sql<string>`coalesce(sum(${payoutSettlements.amount}) filter (where ${payoutSettlements.kind} = 'return'), 0)`,
      })
      .from(payoutSettlements)
      .where(eq(payoutSettlements.ticketId, ticket.id));
    const figures = {
      paidOut: ticket.paidOut ?? 0,
      wonNow: ticket.wonNow,
      recovered: centimesOf(sums?.recovered ?? '0'),
      writtenOff: centimesOf(sums?.writtenOff ?? '0'),
      returned: centimesOf(sums?.returned ?? '0'),
    };
    const outstanding = outstandingOf(figures);
    const owedBack = owedBackOf(figures);
    // A write-off closes the ticket: it takes all that is outstanding, and only the amount the
    // owner confirmed (`shown`): a correction in between changed it, so the owner decides again.
    const amount = entry.kind === 'write-off' ? outstanding : toCentimes(entry.amount ?? 0);
    const changed = entry.shown !== undefined && toCentimes(entry.shown) !== outstanding;
    const refusal = changed
      ? outstanding === 0
        ? 'nothing_outstanding'
        : 'over_outstanding'
      : settlementRefusal(figures, { kind: entry.kind, amount });
    if (refusal === 'nothing_outstanding') throw refused(coded('payout.nothing_outstanding'));
    if (refusal === 'nothing_owed') throw refused(coded('payout.nothing_owed'));
    if (refusal === 'over_owed')
      throw refused(coded('payout.over_owed', { owed: fromCentimes(owedBack) }), {
        owed: fromCentimes(owedBack),
      });
    if (refusal)
      throw refused(coded('payout.over_outstanding', { outstanding: fromCentimes(outstanding) }), {
        outstanding: fromCentimes(outstanding),
      });
    const day = entry.day ?? localDateOf(new Date(), timeZone);
    const [row] = await tx
      .insert(payoutSettlements)
      .values({
        companyId: actor.companyId,
        ticketId: ticket.id,
        kind: entry.kind,
        amount,
        day,
        note: entry.note,
        recordedBy: actor.id,
      })
      .returning({ id: payoutSettlements.id });
    await audit(tx, actor, 'create', `payout-${entry.kind}`, row!.id, {
      ticketId: entry.ticketCode,
      amount: fromCentimes(amount),
      date: day,
      note: entry.note,
      ...(entry.kind === 'return'
        ? {
            before: { owedBack: fromCentimes(owedBack) },
            after: { owedBack: fromCentimes(owedBack - amount) },
          }
        : {
            before: { outstanding: fromCentimes(outstanding) },
            after: { outstanding: fromCentimes(outstanding - amount) },
          }),
    });
    return ticket.id;
  });
  const [done] = await correctedPayouts(db, actor, eq(tickets.id, id));
  return done!;
}
