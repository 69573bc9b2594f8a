import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { coded, fromCentimes, localDateOf, localDateTimeOf, payability } from '@tiraj/domain';
import type { TicketCheck } from '@tiraj/domain/contracts';
import { audit } from '../audit.ts';
import type { CompanyUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../errors.ts';
import { checkTicket } from './check-ticket.ts';
import { moveSellerMoney } from './seller-balance.ts';
import { payableBy, standingOf, type TicketStanding } from './ticket-standing.ts';

/** What paying a ticket out answers, for the docs of every route that pays. */
export const PAY_ANSWERS =
  '404: not a ticket of the company (for a supervisor: not one its sellers sold). 409: already paid out (`details`: paidOutAt, paidOutBy; the message says when, operator-local, and by whom). ' +
  "422: not payable (`details.state`: waiting for its result, lost, or deleted), or `payout.over_seller_limit` (a seller paying more than the company lets a seller pay: `details.limit`; the office or the seller's supervisor pays it). Two payments at once: exactly one is paid.";

/** The payment's answer when the ticket was already paid out: when (operator-local) and by whom. */
export function alreadyPaid(t: TicketStanding, timeZone: string): AppError {
  const when = localDateTimeOf(t.paidOutAt!, timeZone);
  return new AppError(
    409,
    coded('payout.already_paid', { when, by: t.paidOutBy?.userName ?? 'someone' }),
    { details: { paidOutAt: t.paidOutAt!.toISOString(), paidOutBy: t.paidOutBy } },
  );
}

/**
 * Pays a winning ticket out once: ONE conditional update (not paid out, not
 * deleted, paying, its draw has a result, for a supervisor: one of its
 * sellers', and for a seller: its own ticket unless the company lets sellers
 * pay any, within the seller payout limit) plus an audit row. Of two payments
 * at once the row lock lets one through; the other re-checks `paid_out_at is
 * null` on the updated row and changes nothing. No row → read why and say so.
 * The update's conditions are `payability` (the rule the check answers) in SQL, so that the
 * decision and the write are one statement; a ticket they disagree on is refused as changed.
 */
export async function payTicket(
  db: Db,
  actor: CompanyUser,
  code: string,
  timeZone: string,
): Promise<TicketCheck> {
  const companyId = actor.companyId;
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({
        paidOutAt: sql`now()`,
        paidOutBy: actor.id,
        paidOutAmount: sql`${tickets.paidAmount}`,
      })
      .where(
        and(
          payableBy(actor),
          eq(tickets.ticketCode, code),
          isNull(tickets.paidOutAt),
          isNull(tickets.deletedAt),
          gt(tickets.paidAmount, 0),
          sql`exists (select 1 from winning_numbers w
            where w.lottery_category_id = ${tickets.lotteryCategoryId} and w.draw_date = ${tickets.drawDate})`,
          actor.role === 'seller'
            ? sql`(${tickets.sellerId} = ${actor.id} or exists (select 1 from companies c
                where c.id = ${tickets.companyId} and c.sellers_pay_any_ticket))`
            : undefined,
          // Issue 26: above the company's seller payout limit, the office pays, not a seller.
          actor.role === 'seller'
            ? sql`not exists (select 1 from companies c where c.id = ${tickets.companyId}
                and c.seller_payout_limit is not null and ${tickets.paidAmount} > c.seller_payout_limit)`
            : undefined,
        ),
      )
      .returning({
        id: tickets.id,
        paidAmount: tickets.paidAmount,
        paidOutAt: tickets.paidOutAt,
      });
    if (!row) return row;
    // The cash left this seller's drawer today: its day's due and its balance go down by it.
    if (actor.role === 'seller')
      await moveSellerMoney(tx, {
        companyId,
        sellerId: actor.id,
        day: localDateOf(row.paidOutAt!, timeZone),
        payouts: row.paidAmount,
      });
    await audit(tx, actor, 'pay-out', 'ticket', row.id, {
      ticketId: code,
      paidOut: fromCentimes(row.paidAmount),
    });
    return row;
  });
  if (!paid) throw await whyNotPaid(db, actor, code, timeZone);
  return checkTicket(db, actor, code);
}

/** The answer of a payment that changed nothing: why, by the rule the check answers (`payability`). */
async function whyNotPaid(db: Db, actor: CompanyUser, code: string, timeZone: string) {
  const t = await standingOf(db, actor, code);
  if (!t) return notFound('ticket.not_found');
  const may = payability(actor, t);
  // Payable now: it changed between the update and this read (a result corrected, say).
  if (may.payable) return conflict(coded('payout.changed'));
  switch (may.reason) {
    case 'not_own_ticket':
      return forbidden(coded('payout.own_tickets_only'));
    case 'paid':
      return alreadyPaid(t, timeZone);
    case 'over_seller_limit': {
      const limit = fromCentimes(t.sellerPayoutLimit!);
      return refused(coded('payout.over_seller_limit', { limit }), {
        limit,
        paidAmount: fromCentimes(t.paidAmount),
      });
    }
    default:
      return refused(coded(`payout.${may.reason}`), { state: may.reason });
  }
}
