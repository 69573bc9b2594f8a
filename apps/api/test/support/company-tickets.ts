import type { Db } from '../../src/db/client.ts';
import { limits } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { bearer, createCompany, createUser, imeiOf, signIn } from './factories.ts';
import { openCategory } from './sales.ts';

/**
 * A fresh company whose subadmin, supervisor and seller are signed in, a
 * second supervisor with a seller of its own, and a category open for sale now.
 */
export async function ticketShop(app: App, db: Db) {
  const fixture = await createCompany(db);
  const otherSupervisor = await createUser(db, 'supervisor', fixture.company.id);
  const otherSeller = await createUser(db, 'seller', fixture.company.id, {
    supervisorId: otherSupervisor.id,
  });
  return {
    ...fixture,
    otherSupervisor,
    otherSeller,
    category: await openCategory(db),
    tokens: {
      subadmin: await signIn(app, fixture.subadmin),
      supervisor: await signIn(app, fixture.supervisor),
      seller: await signIn(app, fixture.seller, await imeiOf(db, fixture.seller.id)),
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

/** A company-wide (All) limit on one game of a category, in HTG. */
export async function addAllLimit(
  db: Db,
  companyId: string,
  lotteryCategoryId: string,
  game: string,
  htg: number,
) {
  await db.insert(limits).values({
    companyId,
    lotteryCategoryId,
    scope: 'all',
    ownerId: null,
    scopeKey: 'all',
    limits: [{ gameCategory: game, limitsButs: htg }],
  });
}
