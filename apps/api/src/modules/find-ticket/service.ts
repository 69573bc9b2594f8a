import { and, eq, gte } from 'drizzle-orm';
import { addDays, localDateOf } from '@tiraj/domain';
import { LOTTERYSOFT_SEARCH_DAYS, type Ticket } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { loadTickets } from '../../ticketing/ticket-query.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/**
 * One ticket by its printed code (already normalised), among those the caller may
 * see: a subadmin its company's, a supervisor its own sellers'. Deleted tickets are
 * found too (the answer's `deletedAt` says so): a customer may come back with one.
 * Anything else answers 404, so a code tells nothing about another tenant.
 */
export async function findTicket(db: Db, actor: CompanyUser, code: string): Promise<Ticket> {
  const [ticket] = await loadTickets(db, and(ticketsOf(actor), eq(tickets.ticketCode, code)), 1);
  if (!ticket) throw notFound('ticket.not_found');
  return ticket;
}

/**
 * The most tickets one LotterySoft number answers: a company has that many tickets
 * numbered alike only with that many sellers and draws over a week; the list is for
 * picking one, so the newest suffice.
 */
const MOST_NUMBERED_ALIKE = 100;

/**
 * The tickets a LotterySoft device printed `number` on, among those the caller may see,
 * of draws from LOTTERYSOFT_SEARCH_DAYS operator days back on (today included, and a
 * later draw already sold): the number restarts at 1 per seller, draw and day, so it
 * names a ticket only with its seller, draw and date, which the user picks from. Deleted
 * ones too, as by code. None is an empty list, not 404: a search, not a look-up.
 */
export function findLotterySoftTickets(
  db: Db,
  actor: CompanyUser,
  number: number,
  timeZone: string,
  now = new Date(),
): Promise<Ticket[]> {
  const firstDay = addDays(localDateOf(now, timeZone), 1 - LOTTERYSOFT_SEARCH_DAYS);
  return loadTickets(
    db,
    and(ticketsOf(actor), eq(tickets.lotterySoftNumber, number), gte(tickets.drawDate, firstDay)),
    MOST_NUMBERED_ALIKE,
  );
}
