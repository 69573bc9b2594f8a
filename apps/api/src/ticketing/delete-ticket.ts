import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  coded,
  fromCentimes,
  localDateOf,
  localDateTimeOf,
  salesWindow,
  sellerScopeKeys,
} from '@tiraj/domain';
import { audit } from '../audit.ts';
import type { CompanyUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import {
  companies,
  lotteryCategories,
  ticketLines,
  tickets,
  users,
  winningNumbers,
} from '../db/schema/index.ts';
import { notFound, refused } from '../errors.ts';
import type { Context } from '../http/types.ts';
import { announceTicket } from './announce-ticket.ts';
import { releaseTotals, ticketDeltas } from './limit-totals.ts';
import { moveSellerMoney, unsoldTicket } from './seller-balance.ts';
import { ticketsOf } from './visibility.ts';

/**
 * Soft-deletes a ticket and gives its amounts back to the running totals, in
 * one transaction. A seller may only cancel its own ticket within the
 * company's cancel window while the draw is still open. Returns the ticket's
 * draw, for the risk boards' live notice.
 */
export async function deleteTicket(
  db: Db,
  actor: CompanyUser,
  ticketId: string,
  timeZone: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: tickets.id,
        code: tickets.ticketCode,
        sellerId: tickets.sellerId,
        supervisorId: tickets.supervisorId,
        companyId: tickets.companyId,
        categoryId: tickets.lotteryCategoryId,
        drawDate: tickets.drawDate,
        soldAt: tickets.soldAt,
        total: tickets.totalAmount,
        paid: tickets.paidAmount,
        paidOutAt: tickets.paidOutAt,
        paidOutBy: tickets.paidOutBy,
        multipliers: tickets.multipliers,
        commissionRate: tickets.commissionRate,
      })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), isNull(tickets.deletedAt), ticketsOf(actor)))
      .for('update');
    if (!ticket) throw notFound('ticket.not_found');
    // Its winnings left the drawer: the ticket is the record of that cash (the row lock above
    // orders this against a payment at the same moment).
    if (ticket.paidOutAt) {
      const [payer] = await tx
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.id, ticket.paidOutBy!));
      throw refused(
        coded('ticket.paid_cannot_delete', {
          when: localDateTimeOf(ticket.paidOutAt, timeZone),
          by: payer?.userName ?? 'someone',
        }),
        {
          paidOutAt: ticket.paidOutAt.toISOString(),
          paidOutBy: { _id: ticket.paidOutBy!, userName: payer?.userName ?? '' },
        },
      );
    }

    if (actor.role === 'seller') {
      const [rules] = await tx
        .select({
          minutes: companies.cancelWindowMinutes,
          start: lotteryCategories.startTime,
          end: lotteryCategories.endTime,
        })
        .from(companies)
        .innerJoin(lotteryCategories, eq(lotteryCategories.id, ticket.categoryId))
        .where(eq(companies.id, ticket.companyId));
      const [result] = await tx
        .select({ id: winningNumbers.id })
        .from(winningNumbers)
        .where(
          and(
            eq(winningNumbers.lotteryCategoryId, ticket.categoryId),
            eq(winningNumbers.drawDate, ticket.drawDate),
          ),
        );
      const window = salesWindow(rules!.start, rules!.end, now, timeZone);
      const stillOpen = window.open && window.drawDate === ticket.drawDate && !result;
      if (now.getTime() - ticket.soldAt.getTime() > rules!.minutes * 60_000 || !stillOpen) {
        throw refused(coded('ticket.cancel_window', { minutes: rules!.minutes }));
      }
    }

    await tx
      .update(tickets)
      .set({ deletedAt: now, deletedBy: actor.id })
      .where(eq(tickets.id, ticket.id));
    const lines = await tx
      .select({
        gameCategory: ticketLines.gameCategory,
        number: ticketLines.number,
        amount: ticketLines.amount,
        bonus: ticketLines.bonus,
      })
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, ticket.id));
    await releaseTotals(
      tx,
      {
        companyId: ticket.companyId,
        lotteryCategoryId: ticket.categoryId,
        drawDate: ticket.drawDate,
      },
      ticketDeltas(
        lines,
        ticket.multipliers,
        sellerScopeKeys(ticket.sellerId, ticket.supervisorId),
      ),
    );
    // A deleted ticket sells and earns nothing: its seller's day and balance give it back.
    const unsold = unsoldTicket({ ...ticket, soldDay: localDateOf(ticket.soldAt, timeZone) });
    if (unsold) await moveSellerMoney(tx, unsold);
    await audit(tx, actor, 'delete', 'ticket', ticket.id, {
      ticketId: ticket.code,
      total: fromCentimes(ticket.total),
      paid: fromCentimes(ticket.paid),
    });
    return {
      id: ticket.id,
      companyId: ticket.companyId,
      sellerId: ticket.sellerId,
      lotteryCategoryId: ticket.categoryId,
      drawDate: ticket.drawDate,
    };
  });
}

/**
 * Deletes a ticket, then tells the risk boards: whoever deletes (seller,
 * supervisor, subadmin), the boards must not keep counting a deleted ticket.
 */
export async function deleteAndAnnounceTicket(
  ctx: Context,
  log: FastifyBaseLogger,
  actor: CompanyUser,
  ticketId: string,
) {
  await announceTicket(ctx, log, await deleteTicket(ctx.db, actor, ticketId, ctx.config.timeZone));
}
