import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  coded,
  cancelWindowLeftMs,
  deletionVerdict,
  drawStageOf,
  fromCentimes,
  localDateOf,
  localDateTimeOf,
  sellerScopeKeys,
  type TicketDeleter,
} from '@tiraj/domain';
import { NO_REASON_GIVEN } from '@tiraj/domain/contracts';
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
import { holdDrawShared } from '../settlement/draw-lock.ts';
import type { Context } from '../http/types.ts';
import { announceTicket } from './announce-ticket.ts';
import { releaseTotals, ticketDeltas } from './limit-totals.ts';
import { moveSellerMoney, unsoldTicket } from './seller-balance.ts';
import { ticketsOf } from './visibility.ts';

/**
 * Soft-deletes a ticket and gives its amounts back to the running totals, in
 * one transaction, as the domain's `deletionVerdict` allows (ticket-deletion.ts): while the
 * draw is open, a seller its own ticket within the company's cancel window, a supervisor and the
 * company; once it closed, the company alone (a late deletion: its `reason`, or "no reason given"
 * when SPEC's bodiless call sends none); once its result is posted, no one. A reason given is kept
 * in the audit record, late or not. Returns the
 * ticket's draw, for the risk boards' live notice.
 */
export async function deleteTicket(
  db: Db,
  actor: CompanyUser,
  ticketId: string,
  timeZone: string,
  now = new Date(),
  reason?: string,
) {
  return db.transaction(async (tx) => {
    // The draw's shared hold before the ticket's row lock (the settlement's order): a result
    // posted at the same moment waits for this deletion, or this deletion sees the result.
    const [draw] = await tx
      .select({ categoryId: tickets.lotteryCategoryId, drawDate: tickets.drawDate })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), isNull(tickets.deletedAt), ticketsOf(actor)));
    if (!draw) throw notFound('ticket.not_found');
    await holdDrawShared(tx, draw.categoryId, draw.drawDate);
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
    const stage = drawStageOf(
      {
        startTime: rules!.start,
        endTime: rules!.end,
        drawDate: ticket.drawDate,
        hasResult: !!result,
      },
      now,
      timeZone,
    );
    // A company user is a subadmin, a supervisor or a seller (never the platform admin).
    const verdict = deletionVerdict(actor.role as TicketDeleter, stage);
    if (actor.role === 'seller') {
      const late = cancelWindowLeftMs(ticket.soldAt, rules!.minutes, now) < 0;
      if (late || verdict !== 'allowed')
        throw refused(coded('ticket.cancel_window', { minutes: rules!.minutes }));
    } else if (verdict === 'refused') {
      throw refused(coded(stage === 'drawn' ? 'ticket.delete_drawn' : 'ticket.delete_closed'));
    }
    const afterClose = verdict === 'reason';

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
      // Tiraj's dashboard asks every deletion's reason: kept whenever given; afterClose marks a
      // late one. SPEC's delete has no body, so a late one without a reason says so (issue 36).
      ...(afterClose && { afterClose: true }),
      ...((reason || afterClose) && { reason: reason || NO_REASON_GIVEN }),
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
  reason?: string,
) {
  const deleted = await deleteTicket(
    ctx.db,
    actor,
    ticketId,
    ctx.config.timeZone,
    new Date(),
    reason,
  );
  await announceTicket(ctx, log, deleted);
}
