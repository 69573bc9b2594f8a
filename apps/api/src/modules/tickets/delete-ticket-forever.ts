import { and, asc, eq } from 'drizzle-orm';
import { coded, fromCentimes } from '@tiraj/domain';
import { audit } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, ticketLines, tickets, users } from '../../db/schema/index.ts';
import { notFound, refused } from '../../errors.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/**
 * Erases an already deleted ticket and its lines, irreversibly. The audit row,
 * written in the same transaction, is all that remains of it: who, when, the
 * ticket ID and every amount, so a dispute can still be answered.
 */
export async function deleteTicketForever(db: Db, actor: CompanyUser, id: string) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: tickets.id,
        code: tickets.ticketCode,
        sellerId: tickets.sellerId,
        sellerName: users.userName,
        category: lotteryCategories.name,
        drawDate: tickets.drawDate,
        soldAt: tickets.soldAt,
        total: tickets.totalAmount,
        paid: tickets.paidAmount,
        deletedAt: tickets.deletedAt,
        deletedBy: tickets.deletedBy,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.sellerId))
      .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
      .where(and(eq(tickets.id, id), ticketsOf(actor)))
      .for('update', { of: tickets });
    if (!ticket) throw notFound('ticket.not_found');
    // Only the second step of the lifecycle (sold → deleted → gone): a live ticket still counts in limits and reports.
    if (!ticket.deletedAt) throw refused(coded('ticket.delete_forever_first'));

    const lines = await tx
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, ticket.id))
      .orderBy(asc(ticketLines.bonus), asc(ticketLines.position));
    await tx.delete(tickets).where(eq(tickets.id, ticket.id));
    await audit(tx, actor, 'delete-forever', 'ticket', ticket.id, {
      ticketId: ticket.code,
      total: fromCentimes(ticket.total),
      paid: fromCentimes(ticket.paid),
      seller: { _id: ticket.sellerId, userName: ticket.sellerName },
      lotteryCategoryName: ticket.category,
      drawDate: ticket.drawDate,
      soldAt: ticket.soldAt.toISOString(),
      deletedAt: ticket.deletedAt.toISOString(),
      deletedBy: ticket.deletedBy,
      lines: lines.map((l) => ({
        gameCategory: l.gameCategory,
        number: l.number,
        amount: fromCentimes(l.amount),
        bonus: l.bonus,
        winFlag: l.winFlag,
        payout: fromCentimes(l.payout),
      })),
    });
  });
}
