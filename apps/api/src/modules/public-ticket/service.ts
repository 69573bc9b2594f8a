import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  fromCentimes,
  isOfflineTicketCode,
  offlinePublicSignature,
  LOTTERYSOFT_RESULT_LAYOUT,
  parsePublicRef,
  payability,
  ticketState,
} from '@tiraj/domain';
import type { PublicTicketData } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  lotteryCategories,
  offlineGrants,
  offlineTickets,
  ticketLines,
  tickets,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { PublicRefs } from '../../ticketing/public-ref.ts';

/**
 * The ticket a public reference names, as its holder may read it. A reference that is no
 * reference, an unknown code and a wrong signature all answer the same 404 (ARCHITECTURE §9).
 */
export async function publicTicketOf(
  db: Db,
  refs: PublicRefs,
  reference: string,
): Promise<PublicTicketData> {
  const parsed = parsePublicRef(reference);
  if (!parsed) throw notFound('ticket.not_found');
  // Codes are unique within a company only: each company's ticket of that code, by its
  // (company, code) index, and the one the signature signs.
  const candidates = await db
    .select({ id: tickets.id })
    .from(companies)
    .innerJoin(
      tickets,
      sql`${tickets.companyId} = ${companies.id} and ${tickets.ticketCode} = ${parsed.code}`,
    );
  let id: string | undefined;
  for (const candidate of candidates)
    if (await refs.signs(candidate.id, parsed.signature)) id = candidate.id;
  // A paper printed offline carries its grant's signature (issue 37), checked once it synced.
  if (!id && candidates.length && isOfflineTicketCode(parsed.code))
    id = await offlineSigned(
      db,
      candidates.map((c) => c.id),
      parsed,
    );
  if (!id) throw notFound('ticket.not_found');
  const [row] = await db
    .select({
      companyName: companies.name,
      address: companies.address,
      logo: companies.logoPath,
      sellerId: tickets.sellerId,
      sellersPayAnyTicket: companies.sellersPayAnyTicket,
      sellerPayoutLimit: companies.sellerPayoutLimit,
      draw: lotteryCategories.name,
      date: tickets.drawDate,
      soldAt: tickets.soldAt,
      total: tickets.totalAmount,
      paid: tickets.paidAmount,
      deletedAt: tickets.deletedAt,
      paidOutAt: tickets.paidOutAt,
      paidOutAmount: tickets.paidOutAmount,
      resultLayout: tickets.resultLayout,
      resultPosted: sql<boolean>`exists (select 1 from winning_numbers w
        where w.lottery_category_id = ${tickets.lotteryCategoryId} and w.draw_date = ${tickets.drawDate})`,
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .where(eq(tickets.id, id));
  if (!row) throw notFound('ticket.not_found');
  const lines = await db
    .select()
    .from(ticketLines)
    .where(eq(ticketLines.ticketId, id))
    .orderBy(asc(ticketLines.bonus), asc(ticketLines.position));
  const state = ticketState({
    deleted: !!row.deletedAt,
    resultPosted: row.resultPosted,
    paidOut: !!row.paidOutAt,
    paidAmount: row.paid,
  });
  const wins = state === 'won' || state === 'paid';
  // Who pays a winner: its own seller may, unless it is above the seller payout limit (the same
  // rule the payment reads), when the customer goes to the office.
  const bySeller = payability(
    { id: row.sellerId, role: 'seller' },
    { ...row, state, paidAmount: row.paid },
  );
  return {
    company: { name: row.companyName, logo: row.logo || null, address: row.address.trim() },
    draw: row.draw,
    date: row.date,
    soldAt: row.soldAt.toISOString(),
    lines: lines.map((l) => ({
      gameCategory: l.gameCategory,
      number: l.number,
      amount: fromCentimes(l.amount),
      bonus: l.bonus,
      // Before the result a line neither wins nor loses; a cancelled ticket pays nothing.
      winFlag: wins && l.winFlag,
      payout: wins ? fromCentimes(l.payout) : 0,
    })),
    total: fromCentimes(row.total),
    state: state === 'deleted' ? 'cancelled' : state,
    payout: wins ? fromCentimes(row.paid) : 0,
    paidAt: row.paidOutAt ? row.paidOutAt.toISOString() : null,
    // The cash handed over, which a later correction never changes (issue 38): the customer paid
    // 500 HTG reads 500 HTG, not what the corrected result makes the ticket win.
    paidOut: row.paidOutAt && row.paidOutAmount !== null ? fromCentimes(row.paidOutAmount) : null,
    payAt:
      state !== 'won'
        ? null
        : !bySeller.payable && bySeller.reason === 'over_seller_limit'
          ? 'office'
          : 'seller',
    // Only on a ticket sold under LotterySoft's layout: its L5C 3 reads L3C + 1st lot.
    ...(row.resultLayout === LOTTERYSOFT_RESULT_LAYOUT
      ? { resultLayout: LOTTERYSOFT_RESULT_LAYOUT }
      : {}),
  };
}

/** Of these tickets, the synced offline one whose grant's key signs the reference, if any. */
async function offlineSigned(
  db: Db,
  ids: string[],
  reference: { code: string; signature: string },
): Promise<string | undefined> {
  const synced = await db
    .select({ id: offlineTickets.ticketId, key: offlineGrants.key })
    .from(offlineTickets)
    .innerJoin(offlineGrants, eq(offlineGrants.id, offlineTickets.grantId))
    .where(inArray(offlineTickets.ticketId, ids));
  for (const t of synced)
    if (t.id && (await offlinePublicSignature(t.key, reference.code)) === reference.signature)
      return t.id;
  return undefined;
}
