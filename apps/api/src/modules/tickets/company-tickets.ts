import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { CompanyTicketQuery, WinTicketQuery } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { sellerInScope } from '../../ticketing/seller-in-scope.ts';
import { rangeFilter } from '../../ticketing/ticket-range.ts';
import { loadTicketPage } from '../../ticketing/ticket-query.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/** Which tickets a company screen lists: sold (not deleted), deleted, or won (not deleted, paying). */
export type TicketListKind = 'sold' | 'deleted' | 'won';

const KIND = {
  sold: () => isNull(tickets.deletedAt),
  deleted: () => isNotNull(tickets.deletedAt),
  won: () => and(isNull(tickets.deletedAt), gt(tickets.paidAmount, 0)),
} satisfies Record<TicketListKind, () => unknown>;

/** Winning Tickets' filter on whether the winnings were paid out to the customer. */
const PAID_OUT = {
  yes: isNotNull(tickets.paidOutAt),
  no: isNull(tickets.paidOutAt),
  '': undefined,
};

/**
 * The tickets a subadmin or supervisor may see, by draw date, seller and
 * lottery. A seller the caller may not see answers 404, as the reports do
 * (one check, `sellerInScope`); `ticketsOf` stays part of the condition.
 */
export async function companyTickets(
  db: Db,
  actor: CompanyUser,
  query: CompanyTicketQuery & Pick<WinTicketQuery, 'paidOut'>,
  kind: TicketListKind,
) {
  if (query.seller) await sellerInScope(db, actor, query.seller);
  return loadTicketPage(
    db,
    and(
      ticketsOf(actor),
      KIND[kind](),
      query.seller ? eq(tickets.sellerId, query.seller) : undefined,
      PAID_OUT[query.paidOut || ''],
      await rangeFilter(db, query),
    ),
    query.limit,
  );
}
