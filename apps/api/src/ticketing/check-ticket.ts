import { eq } from 'drizzle-orm';
import { fromCentimes, payability } from '@tiraj/domain';
import type { TicketCheck } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { loadTickets } from './ticket-query.ts';
import { standingOf } from './ticket-standing.ts';

/**
 * A ticket of the caller's company by its printed code: the ticket, its state
 * and whether the caller may pay it now. Another company's code is 404; another
 * seller's ticket of the same company is shown (the customer stands at this
 * counter). `canPay` and `reason` are the payment's own rule (`payability`), so the point of
 * sale says before any button what a payment would answer (a winner above the seller payout
 * limit: the office pays it, at `office`).
 */
export async function checkTicket(db: Db, actor: CompanyUser, code: string): Promise<TicketCheck> {
  const standing = await standingOf(db, actor, code);
  if (!standing) throw notFound('ticket.not_found');
  const [ticket] = await loadTickets(db, eq(tickets.id, standing.id), 1);
  if (!ticket) throw notFound('ticket.not_found');
  const may = payability(actor, standing);
  return {
    state: standing.state,
    ticket,
    companyName: standing.companyName,
    payout: fromCentimes(standing.paidAmount),
    canPay: may.payable,
    reason: may.payable ? null : may.reason,
    office: standing.office,
  };
}
