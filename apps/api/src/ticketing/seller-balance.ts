import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { exactCommissionOf } from '@tiraj/domain';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** What one change adds to a seller's day (centimes; commission exact as amount × rate). */
export interface SellerMoneyChange {
  companyId: string;
  sellerId: string;
  /** the operator day the change counts on: a ticket's sale day, a payout's payment day */
  day: string;
  sales?: number;
  commissionExact?: number;
  payouts?: number;
  /** a ledger entry's amount (what it takes off the balance) */
  remitted?: number;
}

const moved = z.object({ balance: z.number() });

/**
 * Moves a seller's day figures and running balance in the caller's transaction, under the
 * seller's balance row lock (db/functions/seller-money.sql): every change but a sale comes through
 * here (the sale moves it inside tiraj_sell, against the credit limit). Answers the new balance.
 */
export async function moveSellerMoney(db: Db | Tx, c: SellerMoneyChange): Promise<number> {
  const result = await db.execute(sql`
    select tiraj_move_seller_money(${c.companyId}::uuid, ${c.sellerId}::uuid, ${c.day}::date,
      ${c.sales ?? 0}::bigint, ${c.commissionExact ?? 0}::bigint, ${c.payouts ?? 0}::bigint,
      ${c.remitted ?? 0}::bigint, null::bigint) as answer`);
  const raw = rowsOf<{ answer: unknown }>(result)[0]!.answer;
  return moved.parse(typeof raw === 'string' ? JSON.parse(raw) : raw).balance;
}

/**
 * A ticket's deletion takes its sale and commission back from the day it was sold; null for a
 * ticket sold before seller money existed (no rate kept), which never was in the balance.
 */
export const unsoldTicket = (t: {
  companyId: string;
  sellerId: string;
  soldDay: string;
  total: number;
  commissionRate: number | null;
}): SellerMoneyChange | null =>
  t.commissionRate === null
    ? null
    : {
        companyId: t.companyId,
        sellerId: t.sellerId,
        day: t.soldDay,
        sales: -t.total,
        commissionExact: -exactCommissionOf(t.total, t.commissionRate),
      };
