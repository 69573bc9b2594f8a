/**
 * A winner paid out under a result since corrected (issue 38): the cash handed over stays what it
 * was (ARCHITECTURE §9), the ticket wins less now, and the company accounts for the difference
 * by recovering it from the customer or writing it off. All figures are centimes.
 */
export const PAYOUT_SETTLEMENT_KINDS = ['recovery', 'write-off'] as const;
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
}

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
 * What is still unexplained: overpaid − recovered − written off. Never below 0: a later correction
 * that gives the win back leaves nothing to recover (what was recovered stays recorded).
 */
export const outstandingOf = (t: CorrectedPayoutFigures) =>
  Math.max(0, overpaidOf(t) - t.recovered - t.writtenOff);

/** Why a recovery or a write-off is refused, or null when it may be recorded. */
export function settlementRefusal(
  t: CorrectedPayoutFigures,
  entry: { kind: PayoutSettlementKind; amount: number },
): 'nothing_outstanding' | 'over_outstanding' | 'not_positive' | null {
  const outstanding = outstandingOf(t);
  if (outstanding === 0) return 'nothing_outstanding';
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) return 'not_positive';
  if (entry.amount > outstanding) return 'over_outstanding';
  return null;
}
