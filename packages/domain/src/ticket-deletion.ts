import { salesWindow } from './sales-window.ts';

/**
 * Who may delete a ticket, by where its draw stands (issue 25, a deliberate departure from the
 * spec's silence, README "Deleting a ticket"): while the draw is open, the seller (within the
 * company's cancel window), its supervisor and the company; once it closed, the company alone,
 * with a reason (a late deletion, audited and counted by the fraud signals); once its result is
 * posted, no one (a disputed ticket is a correction's business, not a deletion's).
 */
export type DrawStage = 'open' | 'closed' | 'drawn';
export type TicketDeleter = 'seller' | 'supervisor' | 'subadmin';
/** `reason`: allowed with a reason only */
export type DeletionVerdict = 'allowed' | 'reason' | 'refused';

/** Where a ticket's draw stands now: open for sale, closed, or drawn (its result posted). */
export function drawStageOf(
  draw: { startTime: string; endTime: string; drawDate: string; hasResult: boolean },
  now: Date,
  timeZone: string,
): DrawStage {
  if (draw.hasResult) return 'drawn';
  const window = salesWindow(draw.startTime, draw.endTime, now, timeZone);
  return window.open && window.drawDate === draw.drawDate ? 'open' : 'closed';
}

const VERDICTS: Record<DrawStage, Record<TicketDeleter, DeletionVerdict>> = {
  open: { seller: 'allowed', supervisor: 'allowed', subadmin: 'allowed' },
  closed: { seller: 'refused', supervisor: 'refused', subadmin: 'reason' },
  drawn: { seller: 'refused', supervisor: 'refused', subadmin: 'refused' },
};

/** Whether `role` may delete a ticket whose draw is at `stage` (a seller's cancel window aside). */
export const deletionVerdict = (role: TicketDeleter, stage: DrawStage): DeletionVerdict =>
  VERDICTS[stage][role];

/** The longest reason a late deletion keeps (characters). */
export const DELETION_REASON_MAX = 500;

/**
 * Milliseconds left of a seller's cancel window on a ticket sold at `soldAt` (the company's
 * `windowMinutes` after the sale, its last instant included); negative once it has closed. The
 * server refuses a seller's cancel past it; the point of sale shows Anile only while it is open.
 */
export const cancelWindowLeftMs = (soldAt: Date, windowMinutes: number, now: Date): number =>
  windowMinutes * 60_000 - (now.getTime() - soldAt.getTime());
