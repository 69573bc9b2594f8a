/**
 * A winner paid out under a result since corrected (issue 38): the cash handed over stays what it
 * was (ARCHITECTURE §9), the ticket wins less now, and the company accounts for the difference
 * by recovering it from the customer or writing it off. A later correction can give the win
 * back: what was recovered beyond what is overpaid then is the customer's, and the company
 * records handing it back (a return). All figures are centimes.
 */
export const PAYOUT_SETTLEMENT_KINDS = ['recovery', 'write-off', 'return'] as const;
export type PayoutSettlementKind = (typeof PAYOUT_SETTLEMENT_KINDS)[number];

export interface CorrectedPayoutFigures {
  /** the cash handed over (`paidOutAmount`) */
  paidOut: number;
  /** what the ticket wins under the result as it stands now (`paidAmount`) */
  wonNow: number;
  /** recovered from the customer so far */
  recovered: number;
  /** written off so far */
  writtenOff: number;
  /** handed back to the customer so far (recovered beyond what a later correction left overpaid) */
  returned: number;
}

/** What the company holds of the customer's recovered cash: recovered − returned. */
const keptOf = (t: CorrectedPayoutFigures) => t.recovered - t.returned;

/** Cash handed over beyond what the ticket wins now: what a correction left to account for (never below 0). */
export const overpaidOf = (t: Pick<CorrectedPayoutFigures, 'paidOut' | 'wonNow'>) =>
  Math.max(0, t.paidOut - t.wonNow);

/**
 * What one correction adds to a paid ticket's overpaid: the overpaid after it less the overpaid
 * before it (a second correction of the same draw tells only its own part: paid 500, a first
 * correction to 200 adds 300, a second to 0 adds 200, never 500 again). 0 for a ticket it does not
 * hurt.
 */
export const overpaidByCorrection = (t: { paidOut: number; wonBefore: number; wonNow: number }) =>
  Math.max(
    0,
    overpaidOf({ paidOut: t.paidOut, wonNow: t.wonNow }) -
      overpaidOf({ paidOut: t.paidOut, wonNow: t.wonBefore }),
  );

/**
 * What is still unexplained: overpaid − (recovered − returned) − written off. Never below 0: a
 * later correction that gives the win back leaves nothing to recover (what was recovered stays
 * recorded, and what the company then holds beyond the overpaid is `owedBackOf`).
 */
export const outstandingOf = (t: CorrectedPayoutFigures) =>
  Math.max(0, overpaidOf(t) - keptOf(t) - t.writtenOff);

/**
 * What the company owes the customer back: the cash it recovered and still holds beyond what is
 * overpaid now (paid 500, corrected to 0, 500 recovered, corrected back to 500: 500 to hand
 * back). A write-off never enters it: it moved no cash.
 */
export const owedBackOf = (t: CorrectedPayoutFigures) => Math.max(0, keptOf(t) - overpaidOf(t));

export type SettlementRefusal =
  'nothing_outstanding' | 'over_outstanding' | 'nothing_owed' | 'over_owed' | 'not_positive';

/**
 * Why an entry is refused, or null when it may be recorded: a recovery or a write-off takes at
 * most what is outstanding, a return at most what is owed back.
 */
export function settlementRefusal(
  t: CorrectedPayoutFigures,
  entry: { kind: PayoutSettlementKind; amount: number },
): SettlementRefusal | null {
  const returning = entry.kind === 'return';
  const room = returning ? owedBackOf(t) : outstandingOf(t);
  if (room === 0) return returning ? 'nothing_owed' : 'nothing_outstanding';
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) return 'not_positive';
  if (entry.amount > room) return returning ? 'over_owed' : 'over_outstanding';
  return null;
}
