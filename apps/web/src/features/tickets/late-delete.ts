import { drawStageOf } from '@tiraj/domain';
import type { LotteryCategory, TicketSummary } from '@tiraj/domain/contracts';
import { operatorTimeZone } from '../../lib/operator-time.ts';

/**
 * Whether the company deletes this ticket after its draw closed, so with a reason (the domain's
 * `deletionVerdict`). Read from the lottery's hours; a result the page does not know of is the
 * server's to refuse (its message is toasted). An unknown lottery asks nothing here: the server
 * still asks for the reason.
 */
export function drawClosedFor(
  ticket: Pick<TicketSummary, 'date' | 'lotteryCategoryId'>,
  categories: readonly LotteryCategory[],
  now = new Date(),
  timeZone = operatorTimeZone(),
): boolean {
  const category = categories.find((c) => c._id === ticket.lotteryCategoryId);
  if (!category) return false;
  const draw = { ...category, drawDate: ticket.date, hasResult: false };
  return drawStageOf(draw, now, timeZone) !== 'open';
}
