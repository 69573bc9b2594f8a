import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CONDITIONS,
  localTimeOf,
  normaliseNumber,
  salesWindow,
  sellerScopeKeys,
  toCentimes,
  type GameCategory,
} from '@tiraj/domain';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/client.ts';
import {
  companies,
  limits,
  lotteryCategories,
  ticketLines,
  tickets,
  users,
} from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import {
  releaseTotals,
  ticketDeltas,
  type Draw,
  type TotalDelta,
} from '../../src/ticketing/limit-totals.ts';
import { TZ } from './zone.ts';

/**
 * The API tests' factories: people, companies and their sessions, lottery categories, sold
 * tickets and limits, each made one way. Results are posted through the API (results.ts).
 */

/** Unique names, so tests never collide, whatever order they run in. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export interface TestUser {
  id: string;
  userName: string;
  password: string;
  companyId: string | null;
}

export async function createUser(
  db: Db,
  role: 'admin' | 'subadmin' | 'supervisor' | 'seller',
  companyId: string | null,
  extra: {
    isActive?: boolean;
    imei?: string | null;
    supervisorId?: string | null;
    userName?: string;
  } = {},
): Promise<TestUser> {
  const userName = extra.userName ?? unique(role);
  const [row] = await db
    .insert(users)
    .values({
      role,
      companyId,
      userName,
      passwordHash: await hashed(),
      isActive: extra.isActive ?? true,
      imei: extra.imei ?? null,
      supervisorId: extra.supervisorId ?? null,
    })
    .returning({ id: users.id });
  return { id: row!.id, userName, password: PASSWORD, companyId };
}

/** A fresh company with its subadmin, a supervisor and a seller under it. */
export async function createCompany(db: Db, extra: { isActive?: boolean; name?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: extra.name ?? unique('Bank'), isActive: extra.isActive ?? true })
    .returning();
  const subadmin = await createUser(db, 'subadmin', company!.id);
  const supervisor = await createUser(db, 'supervisor', company!.id);
  const seller = await createUser(db, 'seller', company!.id, {
    supervisorId: supervisor.id,
    imei: unique('imei'),
  });
  return { company: company!, subadmin, supervisor, seller };
}

export async function signIn(
  app: App,
  user: { userName: string; password: string },
  imei?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { userName: user.userName, password: user.password, ...(imei ? { imei } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as the holder of `token`. */
export function caller(app: App, token: string) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(token) });
}

export async function imeiOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ imei: users.imei }).from(users).where(eq(users.id, userId));
  return row?.imei ?? '';
}

/**
 * A fresh company (createCompany) whose subadmin, supervisor and seller (on its device) are signed
 * in: the tenant of a test, or the other one whose rows it must never reach.
 */
export async function signedInCompany(app: App, db: Db) {
  const fixture = await createCompany(db);
  const tokens = {
    subadmin: await signIn(app, fixture.subadmin),
    supervisor: await signIn(app, fixture.supervisor),
    seller: await signIn(app, fixture.seller, await imeiOf(db, fixture.seller.id)),
  };
  return { ...fixture, tokens };
}

/** One more seller of `companyId`, on a device of its own and under no supervisor, signed in. */
export async function signedInSeller(app: App, db: Db, companyId: string) {
  const seller = await createUser(db, 'seller', companyId, { imei: unique('imei') });
  return { ...seller, token: await signIn(app, seller, await imeiOf(db, seller.id)) };
}

/** A signed-in company (signedInCompany) and a category open for sale now (openCategory). */
export async function shop(app: App, db: Db) {
  const company = await signedInCompany(app, db);
  return { ...company, category: await openCategory(db) };
}

/** A lottery category (shared by every company), inserted directly; 08:00–12:00 unless told. */
export async function createLotteryCategory(
  db: Db,
  o: { name?: string; startTime?: string; endTime?: string } = {},
) {
  const [row] = await db
    .insert(lotteryCategories)
    .values({
      name: o.name ?? unique('Draw'),
      startTime: o.startTime ?? '08:00',
      endTime: o.endTime ?? '12:00',
    })
    .returning();
  return row!;
}

const hhmm = (minutes: number) => {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A category open right now (a window of ±3 hours around the operator's clock), and its draw date. */
export async function openCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  const row = await createLotteryCategory(db, {
    name: unique('Open Draw'),
    startTime: hhmm(now - 180),
    endTime: hhmm(now + 180),
  });
  return { ...row, drawDate: salesWindow(row.startTime, row.endTime, new Date(), TZ).drawDate };
}

/** A category closed right now (it opens in two hours). */
export async function closedCategory(db: Db) {
  const now = localTimeOf(new Date(), TZ).minutes;
  return createLotteryCategory(db, {
    name: unique('Closed Draw'),
    startTime: hhmm(now + 120),
    endTime: hhmm(now + 180),
  });
}

export interface TicketLine {
  game: GameCategory;
  number: string;
  amount: number;
  bonus?: boolean;
}

/**
 * Inserts a sold ticket directly, for tests of what happens after a sale (settlement, reports,
 * "this seller has sales"). Amounts in HTG (to the centime, as a sale rounds them); lines' numbers
 * are normalised. By default: a category of its own, drawn 2026-11-20, one line of BLT 27 for
 * 50 HTG (a total of 5000 centimes), at the official rates.
 */
export async function insertTicket(
  db: Db,
  t: {
    companyId: string;
    sellerId: string;
    lotteryCategoryId?: string;
    drawDate?: string;
    lines?: TicketLine[];
    multipliers?: readonly number[];
    /** a code as printed (`K7M4-2QXP`); by default a unique one that is not */
    ticketCode?: string;
  },
) {
  const lotteryCategoryId = t.lotteryCategoryId ?? (await createLotteryCategory(db)).id;
  const drawDate = t.drawDate ?? '2026-11-20';
  const lines = t.lines ?? [{ game: 'BLT', number: '27', amount: 50 }];
  const total = lines.filter((l) => !l.bonus).reduce((s, l) => s + toCentimes(l.amount), 0);
  // The seller's group at the sale, as a sale stores it (its limit scope).
  const [seller] = await db
    .select({ supervisorId: users.supervisorId })
    .from(users)
    .where(eq(users.id, t.sellerId));
  const supervisorId = seller?.supervisorId ?? null;
  const [ticket] = await db
    .insert(tickets)
    .values({
      companyId: t.companyId,
      ticketCode: t.ticketCode ?? unique('T').slice(0, 11).toUpperCase(),
      sellerId: t.sellerId,
      supervisorId,
      lotteryCategoryId,
      drawDate,
      totalAmount: total,
      multipliers: [...(t.multipliers ?? DEFAULT_CONDITIONS)],
    })
    .returning();
  await db.insert(ticketLines).values(
    lines.map((l) => ({
      ticketId: ticket!.id,
      companyId: t.companyId,
      sellerId: t.sellerId,
      lotteryCategoryId,
      drawDate,
      gameCategory: l.game,
      number: normaliseNumber(l.game, l.number) ?? l.number,
      amount: toCentimes(l.amount),
      bonus: l.bonus ?? false,
    })),
  );
  // The running totals a sale raises (the risk board and the limits read them), without caps.
  await raiseTotals(db, drawOf(ticket!), await deltasOf(db, ticket!));
  return ticket!;
}

/** Adds a ticket's deltas to the running totals, as a sale does, without any cap. */
async function raiseTotals(db: Db, draw: Draw, deltas: TotalDelta[]) {
  if (deltas.length === 0) return;
  const values = deltas.map(
    (d) =>
      sql`(${draw.companyId}::uuid, ${draw.lotteryCategoryId}::uuid, ${draw.drawDate}::date, ${d.gameCategory}, ${d.number}, ${d.scopeKey}, ${d.amount}::bigint, ${d.payout}::bigint, 1)`,
  );
  await db.execute(sql`
    insert into limit_totals (company_id, lottery_category_id, draw_date, game_category, number, scope_key, total, payout, tickets)
    values ${sql.join(values, sql`, `)}
    on conflict (company_id, lottery_category_id, draw_date, game_category, number, scope_key)
    do update set total = limit_totals.total + excluded.total, cap = null,
      payout = limit_totals.payout + excluded.payout, tickets = limit_totals.tickets + 1`);
}

const drawOf = (t: typeof tickets.$inferSelect) => ({
  companyId: t.companyId,
  lotteryCategoryId: t.lotteryCategoryId,
  drawDate: t.drawDate,
});

async function deltasOf(db: Db, t: typeof tickets.$inferSelect) {
  const lines = await db
    .select({
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      amount: ticketLines.amount,
      bonus: ticketLines.bonus,
    })
    .from(ticketLines)
    .where(eq(ticketLines.ticketId, t.id));
  return ticketDeltas(lines, t.multipliers, sellerScopeKeys(t.sellerId, t.supervisorId));
}

/** Marks a ticket deleted straight in the table and gives its running totals back, as a deletion does. */
export async function deleteTicketRow(db: Db, ticketId: string, deletedBy?: string) {
  const [ticket] = await db
    .update(tickets)
    .set({ deletedAt: new Date(), deletedBy: deletedBy ?? null })
    .where(eq(tickets.id, ticketId))
    .returning();
  await releaseTotals(db, drawOf(ticket!), await deltasOf(db, ticket!));
}

/**
 * A limit record written straight in the table (the API's is `addlimitbut`): `scopeKey` is `all`,
 * `supervisor:<id>` or `seller:<id>`; amounts in HTG, null for none.
 */
export async function insertLimit(
  db: Db,
  companyId: string,
  lotteryCategoryId: string,
  scopeKey: string,
  entries: { gameCategory: string; limitsButs: number | null }[],
) {
  const [scope, ownerId] = scopeKey.split(':') as ['all' | 'supervisor' | 'seller', string?];
  await db.insert(limits).values({
    companyId,
    lotteryCategoryId,
    scope,
    ownerId: ownerId ?? null,
    scopeKey,
    limits: entries,
  });
}
