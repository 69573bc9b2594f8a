import { eq } from 'drizzle-orm';
import {
  DEFAULT_CONDITIONS,
  localDateOf,
  normaliseNumber,
  sellerScopeKeys,
  toCentimes,
  type GameCategory,
  type ResultLayout,
} from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { ticketLines, tickets, users } from '../../src/db/schema/index.ts';
import { callSell, type SellCall } from '../../src/modules/seller-device/sell-call.ts';
import { inLockOrder, releaseTotals, ticketDeltas } from '../../src/ticketing/limit-totals.ts';
import { moveSellerMoney, unsoldTicket } from '../../src/ticketing/seller-balance.ts';
import { createLotteryCategory, unique } from './factories.ts';
import { TZ } from './zone.ts';

export interface TicketLine {
  game: GameCategory;
  number: string;
  amount: number;
  bonus?: boolean;
}

/**
 * Stores a sold ticket through the sale's own call (`tiraj_sell`: the ticket, its lines and the
 * running totals it raises, as a sale writes them), for tests of what happens after a sale
 * (settlement, reports, "this seller has sales"), whatever the clock, with no limit applied.
 * Amounts in HTG (to the centime, as a sale rounds them); lines' numbers are normalised. By
 * default: a category of its own, drawn 2026-11-20, one line of BLT 27 for 50 HTG (a total of
 * 5000 centimes), at the official rates.
 */
export async function insertTicket(
  db: Db,
  t: {
    companyId: string;
    sellerId: string;
    lotteryCategoryId?: string;
    drawDate?: string;
    lines?: TicketLine[];
    multipliers?: readonly number[];
    /** a code as printed (`K7M4-2QXP`); by default a unique one that is not */
    ticketCode?: string;
    /** when it was sold (its seller's money day); by default now */
    soldAt?: Date;
    /** the result layout it was sold under; by default today's, as a sale stores it */
    resultLayout?: ResultLayout;
  },
) {
  const lotteryCategoryId = t.lotteryCategoryId ?? (await createLotteryCategory(db)).id;
  const drawDate = t.drawDate ?? '2026-11-20';
  const lines = (t.lines ?? [{ game: 'BLT', number: '27', amount: 50 }]).map((l) => ({
    gameCategory: l.game,
    number: normaliseNumber(l.game, l.number) ?? l.number,
    amount: toCentimes(l.amount),
    bonus: l.bonus ?? false,
  }));
  const multipliers = [...(t.multipliers ?? DEFAULT_CONDITIONS)];
  // The seller's group at the sale, as a sale stores it (its limit scope).
  const [seller] = await db
    .select({ supervisorId: users.supervisorId })
    .from(users)
    .where(eq(users.id, t.sellerId));
  const supervisorId = seller?.supervisorId ?? null;
  const call: SellCall = {
    companyId: t.companyId,
    sellerId: t.sellerId,
    categoryId: lotteryCategoryId,
    drawDate,
    saleKey: null,
    hash: null,
    mode: 'check',
    deltas: [],
  };
  // The first call answers the seller's sale context (its hash), which the sale then names.
  const context = await callSell(db, call);
  if (context.kind !== 'context') throw new Error(`no sale context: ${context.kind}`);
  const soldAt = t.soldAt ?? new Date();
  const sold = await callSell(db, {
    ...call,
    hash: context.hash,
    mode: 'sell',
    deltas: inLockOrder(
      ticketDeltas(lines, multipliers, sellerScopeKeys(t.sellerId, supervisorId)),
    ),
    ticket: {
      ticketCode: t.ticketCode ?? unique('T').slice(0, 11).toUpperCase(),
      supervisorId,
      soldAt,
      totalAmount: lines.filter((l) => !l.bonus).reduce((s, l) => s + l.amount, 0),
      multipliers,
      saleFingerprint: null,
      // The seller's rate, as a sale keeps it; its balance moves, but no credit limit applies.
      commissionRate: context.context?.commissionRate ?? 0,
      supervisorCommissionRate: context.context?.supervisorCommissionRate ?? null,
      creditLimit: null,
      soldDay: localDateOf(soldAt, TZ),
    },
    lines,
  });
  if (sold.kind !== 'sold') throw new Error(`the ticket was not stored: ${sold.kind}`);
  // An older layout: as migration 0022 leaves a ticket sold before it (or the import stores one).
  if (t.resultLayout !== undefined)
    await db.update(tickets).set({ resultLayout: t.resultLayout }).where(eq(tickets.id, sold.id));
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, sold.id));
  return ticket!;
}

const drawOf = (t: typeof tickets.$inferSelect) => ({
  companyId: t.companyId,
  lotteryCategoryId: t.lotteryCategoryId,
  drawDate: t.drawDate,
});

async function deltasOf(db: Db, t: typeof tickets.$inferSelect) {
  const lines = await db
    .select({
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      amount: ticketLines.amount,
      bonus: ticketLines.bonus,
    })
    .from(ticketLines)
    .where(eq(ticketLines.ticketId, t.id));
  return ticketDeltas(lines, t.multipliers, sellerScopeKeys(t.sellerId, t.supervisorId));
}

/**
 * Marks a ticket deleted straight in the table and gives its running totals and its seller's
 * money back, as a deletion does.
 */
export async function deleteTicketRow(db: Db, ticketId: string, deletedBy?: string) {
  const [ticket] = await db
    .update(tickets)
    .set({ deletedAt: new Date(), deletedBy: deletedBy ?? null })
    .where(eq(tickets.id, ticketId))
    .returning();
  await releaseTotals(db, drawOf(ticket!), await deltasOf(db, ticket!));
  const unsold = unsoldTicket({
    ...ticket!,
    total: ticket!.totalAmount,
    soldDay: localDateOf(ticket!.soldAt, TZ),
  });
  if (unsold) await moveSellerMoney(db, unsold);
}
