import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { testApp } from './app.ts';
import { bearer, createUser, insertTicket, shop, signIn } from './factories.ts';

/**
 * A shop (a signed-in company and a category open for sale now), and a second supervisor with a
 * seller of its own, both signed in.
 */
export async function ticketShop(app: App, db: Db) {
  const s = await shop(app, db);
  const otherSupervisor = await createUser(db, 'supervisor', s.company.id);
  const otherSeller = await createUser(db, 'seller', s.company.id, {
    supervisorId: otherSupervisor.id,
  });
  return {
    ...s,
    otherSupervisor,
    otherSeller,
    tokens: {
      ...s.tokens,
      otherSupervisor: await signIn(app, otherSupervisor),
      otherSeller: await signIn(app, otherSeller),
    },
  };
}
export type TicketShop = Awaited<ReturnType<typeof ticketShop>>;

export interface TicketSearch {
  seller?: string;
  lotteryCategoryName?: string;
  fromDate: string;
  toDate: string;
  limit?: string;
  page?: string;
  pageSize?: string;
  ticketId?: string;
  withLines?: string;
  sort?: string;
  order?: string;
}

/** GET a ticket list (`/api/subadmin/gettickets` …) as the holder of `token`. */
export function listTickets(app: App, token: string, path: string, search: TicketSearch) {
  const query = new URLSearchParams({ seller: '', lotteryCategoryName: '', ...search });
  return app.inject({ method: 'GET', url: `${path}?${query}`, headers: bearer(token) });
}

/** The ticket IDs (`_id`) of a list answer. */
export const idsOf = (body: { data: { _id: string }[] }) => body.data.map((t) => t._id).sort();

/**
 * The sold-ticket tests' server (sold-tickets, sold-ticket-deletes) and `ticketOf`: a ticket of
 * `sellerId` on a March draw, with one BLT line (and a bonus MRG line).
 */
export async function soldTicketsApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;
  const ticketOf = (
    s: TicketShop,
    sellerId: string,
    drawDate = '2026-03-10',
    categoryId?: string,
  ) =>
    insertTicket(db, {
      companyId: s.company.id,
      sellerId,
      lotteryCategoryId: categoryId ?? s.category.id,
      drawDate,
      lines: [
        { game: 'BLT', number: '27', amount: 25 },
        { game: 'MRG', number: '12x34', amount: 1, bonus: true },
      ],
    });
  return { app, db, ticketOf };
}
