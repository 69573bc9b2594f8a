import { localDateOf } from './sales-window.ts';
import { fromCentimes, saleFiguresOf } from './money.ts';

/**
 * Won and paid out are two figures (ARCHITECTURE.md §9). What a ticket WON
 * (`paidAmount`) follows its result, corrections included; the cash PAID OUT
 * (`paidOutAmount`, when, by whom) is what left a drawer and never changes.
 */
export interface PaidOutTicket {
  /** centimes the ticket wins under the result as it stands now */
  paidAmount: number;
  /** when the cash was handed over, or null */
  paidOutAt: Date | null;
  /** centimes handed over, or null when not paid out */
  paidOutAmount: number | null;
}

/**
 * The rule of every report: a payout counts on the operator-local day it was
 * paid (the day the cash left the drawer), whatever the ticket's draw date.
 */
export function paidOutDayOf(paidOutAt: Date, timeZone: string): string {
  return localDateOf(paidOutAt, timeZone);
}

/**
 * Centimes paid out on the operator days `fromDate`…`toDate` (both included):
 * the domain statement the reports' SQL (`paidOutOnDays`) is held equal to.
 */
export function paidOutOn(
  tickets: readonly PaidOutTicket[],
  days: { fromDate: string; toDate: string },
  timeZone: string,
): number {
  let total = 0;
  for (const t of tickets) {
    if (!t.paidOutAt || t.paidOutAmount === null) continue;
    const day = paidOutDayOf(t.paidOutAt, timeZone);
    if (day >= days.fromDate && day <= days.toDate) total += t.paidOutAmount;
  }
  return total;
}

/**
 * A winner paid under a result later corrected: the cash handed over differs
 * from what the ticket wins now. `difference` = paid out − won (centimes):
 * positive, the company may recover it or write it off; negative, the
 * customer is still owed it. Null when not paid out or nothing changed.
 */
export function correctedPayoutOf(t: PaidOutTicket): { difference: number } | null {
  if (!t.paidOutAt || t.paidOutAmount === null) return null;
  const difference = t.paidOutAmount - t.paidAmount;
  return difference === 0 ? null : { difference };
}

/**
 * A report's figures from centimes: Total, Paid (what the tickets won, by draw
 * date) and Profit = Total − Paid, as before; and Paid out, the cash handed
 * over on the report's days. Profit = Total − won: both follow the same draw
 * dates and the result as it stands, so it is what the draws earned; paid out
 * is the cash figure beside it (by day of payment, unchanged by corrections).
 */
export function reportFiguresOf(sumCentimes: number, wonCentimes: number, paidOutCentimes: number) {
  return { ...saleFiguresOf(sumCentimes, wonCentimes), paidOut: fromCentimes(paidOutCentimes) };
}
