import { cancelWindowLeftMs, sumHtg } from '@tiraj/domain';
import type { Ticket } from '@tiraj/domain/contracts';
import { ticketTotal } from '../../lib/ticket-print/ticket-layout.ts';

/**
 * Whole minutes left to cancel a ticket (the last minute counts as 1), or null once the
 * company's window has closed: Anile shows only while it is open, with these minutes.
 */
export function cancelMinutesLeft(
  soldAt: string,
  windowMinutes: number,
  now: number,
): number | null {
  const left = cancelWindowLeftMs(new Date(soldAt), windowMinutes, new Date(now));
  return left < 0 ? null : Math.max(1, Math.ceil(left / 60_000));
}

/** One draw of the day on My tickets: its tickets sold and their total, and those cancelled. */
export interface DrawSummary {
  key: string;
  draw: string;
  /** tickets sold and not cancelled */
  tickets: number;
  /** HTG of those tickets, bonus lines aside (as on the ticket and the report) */
  sold: number;
  /** tickets cancelled */
  cancelled: number;
}

type SummedTicket = Pick<
  Ticket,
  'lotteryCategoryId' | 'lotteryCategoryName' | 'date' | 'deletedAt' | 'numbers'
>;

/** The day's tickets by draw, in draw-name order. */
export function drawSummaries(tickets: readonly SummedTicket[]): DrawSummary[] {
  const byDraw = new Map<string, { draw: string; sold: number[]; cancelled: number }>();
  for (const ticket of tickets) {
    const key = `${ticket.lotteryCategoryId}|${ticket.date}`;
    const entry = byDraw.get(key) ?? { draw: ticket.lotteryCategoryName, sold: [], cancelled: 0 };
    if (ticket.deletedAt) entry.cancelled += 1;
    else entry.sold.push(ticketTotal(ticket));
    byDraw.set(key, entry);
  }
  return [...byDraw.entries()]
    .map(([key, e]) => ({
      key,
      draw: e.draw,
      tickets: e.sold.length,
      sold: sumHtg(e.sold),
      cancelled: e.cancelled,
    }))
    .sort((a, b) => a.draw.localeCompare(b.draw));
}
