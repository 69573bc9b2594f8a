import { and, eq } from 'drizzle-orm';
import type { Ticket } from '@tiraj/domain/contracts';
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
