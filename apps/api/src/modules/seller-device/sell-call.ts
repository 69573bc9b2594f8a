import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { drawLockArgs } from '../../settlement/draw-lock.ts';
import type { TotalDelta } from '../../ticketing/limit-totals.ts';
import { parseSellAnswer, type SellAnswer } from './sell-answer.ts';

/** The ticket to store, worked out from a known context. */
export interface SaleToStore {
  ticketCode: string;
  supervisorId: string | null;
  soldAt: Date;
  /** centimes, non-bonus lines */
  totalAmount: number;
  multipliers: number[];
  saleFingerprint: string | null;
  /** sold from LotterySoft's seller app: the ticket gets its integer number (lotterysoft-number.sql) */
  lotterySoftNumber?: boolean;
  /** issue 26: the rate the ticket keeps, the limit the seller's balance is checked against, the operator day of the sale */
  commissionRate: number;
  /** the company's supervisor rate the ticket keeps; null: the seller has no supervisor */
  supervisorCommissionRate: number | null;
  creditLimit: number | null;
  soldDay: string;
  lines: { gameCategory: string; number: string; amount: number; bonus: boolean }[];
}

export interface SellCall {
  /** the seller's company: every mode reads its totals (a 'totals' call stores no ticket) */
  companyId: string;
  sellerId: string;
  categoryId: string;
  drawDate: string;
  saleKey: string | null;
  /** the hash of the context the sale was worked out from; null: none yet */
  hash: string | null;
  /** 'check': only confirm the context; 'totals': answer the capped deltas' totals; 'sell' */
  mode: 'check' | 'totals' | 'sell';
  /** in lock order (limit-totals.ts `inLockOrder`) */
  deltas: TotalDelta[];
  ticket?: Omit<SaleToStore, 'lines'>;
  lines?: SaleToStore['lines'];
}

/**
 * The sale's one round trip: `select tiraj_sell(…)` (db/functions/sell.sql), outside any
 * transaction (the call is its own). Takes the draw's shared hold, looks the sale key up, checks
 * the context, and in 'sell' mode raises the limits and writes the ticket and its lines, all or
 * nothing.
 */
export async function callSell(db: Db, call: SellCall): Promise<SellAnswer> {
  const t = call.ticket;
  const sale = {
    companyId: call.companyId,
    ticketCode: t?.ticketCode ?? null,
    supervisorId: t?.supervisorId ?? null,
    soldAt: t?.soldAt.toISOString() ?? null,
    totalAmount: t?.totalAmount ?? null,
    multipliers: t?.multipliers ?? null,
    saleFingerprint: t?.saleFingerprint ?? null,
    lotterySoftNumber: t?.lotterySoftNumber ?? false,
    commissionRate: t?.commissionRate ?? null,
    supervisorCommissionRate: t?.supervisorCommissionRate ?? null,
    creditLimit: t?.creditLimit ?? null,
    soldDay: t?.soldDay ?? null,
    deltas: call.deltas.map((d) => ({
      game_category: d.gameCategory,
      number: d.number,
      scope_key: d.scopeKey,
      amount: d.amount,
      cap: d.cap,
      payout: d.payout,
    })),
    lines: (call.lines ?? []).map((l) => ({
      game_category: l.gameCategory,
      number: l.number,
      amount: l.amount,
      bonus: l.bonus,
    })),
  };
  const result = await db.execute(sql`
    select tiraj_sell(${drawLockArgs(call.categoryId, call.drawDate)}, ${call.sellerId}::uuid,
      ${call.categoryId}::uuid, ${call.drawDate}::date, ${call.saleKey}::text, ${call.hash}::text,
      ${call.mode}::text, ${JSON.stringify(sale)}::jsonb) as answer`);
  return parseSellAnswer(rowsOf<{ answer: unknown }>(result)[0]!.answer);
}
