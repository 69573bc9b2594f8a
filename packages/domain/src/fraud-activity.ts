import { EMPTY_ACTIVITY, FRAUD_RULES, type SellerActivity } from './fraud-signals.ts';
import { instantOfLocal } from './local-instant.ts';

/**
 * One ticket as fraud signals read it. The server counts the same in SQL; this is the rule
 * written once in plain code, which the API's tests hold the SQL to.
 */
export interface FraudTicket {
  sellerId: string;
  /** centimes, non-bonus lines */
  total: number;
  paidAmount: number;
  soldAt: Date;
  deletedAt: Date | null;
  /** when its draw closed for sale (drawClosesAt) */
  closesAt: Date;
  /** its draw's result is posted */
  hasResult: boolean;
  paidOutAt: Date | null;
  paidOutAmount: number | null;
  /** who paid the winnings out, when it was a seller (not the company) */
  paidOutBySeller: string | null;
}

/**
 * When a draw closes for sale: its category's `endTime` on the draw date, operator-local (the
 * draw date is the local date its window closes, sales-window.ts). The category's hours today
 * are used for every date: a changed `endTime` moves the close of past draws too.
 */
export const drawClosesAt = (drawDate: string, endTime: string, timeZone: string) =>
  instantOfLocal(`${drawDate} ${endTime}`, timeZone);

/** `instant` falls in the last `minutes` before `closesAt`: after close − minutes, up to close itself. */
export function isJustBeforeClose(instant: Date, closesAt: Date, minutes: number): boolean {
  const before = closesAt.getTime() - instant.getTime();
  return before >= 0 && before < minutes * 60_000;
}

/**
 * A late deletion: in the last `minutes` before its draw closed, or after it closed (only the
 * company can then, with a reason: ticket-deletion.ts).
 */
export function isLateDeletion(deletedAt: Date, closesAt: Date, minutes: number): boolean {
  return closesAt.getTime() - deletedAt.getTime() < minutes * 60_000;
}

/** What each seller's tickets show (SellerActivity), counted ticket by ticket. */
export function activityOf(tickets: readonly FraudTicket[]): Map<string, SellerActivity> {
  const bySeller = new Map<string, SellerActivity>();
  for (const t of tickets) {
    const a = bySeller.get(t.sellerId) ?? { ...EMPTY_ACTIVITY };
    a.tickets += 1;
    a.sales += t.total;
    if (t.deletedAt) {
      a.deleted += 1;
      a.deletedAmount += t.total;
      if (isLateDeletion(t.deletedAt, t.closesAt, FRAUD_RULES.lateDeletionMinutes))
        a.lateDeletions += 1;
    }
    if (isJustBeforeClose(t.soldAt, t.closesAt, FRAUD_RULES.lateSaleMinutes)) a.lateSales += 1;
    if (!t.deletedAt && t.hasResult) {
      a.settled += 1;
      if (t.paidAmount > 0) a.won += 1;
    }
    if (t.paidOutAt) {
      a.paidOut += 1;
      if (t.paidOutBySeller && t.paidOutBySeller !== t.sellerId) {
        a.paidByOther += 1;
        a.paidByOtherAmount += t.paidOutAmount ?? 0;
      }
    }
    bySeller.set(t.sellerId, a);
  }
  return bySeller;
}
