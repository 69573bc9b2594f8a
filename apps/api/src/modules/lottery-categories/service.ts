import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AddLotteryCategoryBody,
  LotteryCategory,
  LotteryCategoryUses,
} from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import { audit, auditChange } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  blockNumbers,
  gameCategories,
  limits,
  lotteryCategories,
  paymentTerms,
  percentageLimits,
  tickets,
  winningNumbers,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { catalogCloseOf } from '../../catalog/hours.ts';

type Row = typeof lotteryCategories.$inferSelect;
export const present = (row: Row): LotteryCategory => ({
  _id: row.id,
  lotteryName: row.name,
  startTime: row.startTime,
  endTime: row.endTime,
  // Only a category made from the catalog says so: the others answer as they always did.
  ...(row.catalogId && { catalogId: row.catalogId, closeMinutesBefore: row.closeMinutesBefore }),
});

export async function listLotteryCategories(db: Db): Promise<LotteryCategory[]> {
  const rows = await db
    .select()
    .from(lotteryCategories)
    .orderBy(asc(lotteryCategories.startTime), asc(lotteryCategories.name));
  return rows.map(present);
}

export async function assertNameFree(db: Db | Tx, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: lotteryCategories.id })
    .from(lotteryCategories)
    .where(sql`lower(${lotteryCategories.name}) = ${name.toLowerCase()}`);
  if (clash && clash.id !== exceptId)
    throw conflict(coded('lottery_category.name_taken', { name }));
}

export async function addLotteryCategory(db: Db, actor: SessionUser, body: AddLotteryCategoryBody) {
  await assertNameFree(db, body.lotteryName);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lotteryCategories)
      .values({ name: body.lotteryName, startTime: body.startTime, endTime: body.endTime })
      .returning();
    // Its hours too: a past day's results show the closing time of that day (day-results.ts).
    await audit(tx, actor, 'create', 'lottery-category', row!.id, {
      name: row!.name,
      startTime: row!.startTime,
      endTime: row!.endTime,
    });
    return present(row!);
  });
}

export async function updateLotteryCategory(
  db: Db,
  actor: SessionUser,
  id: string,
  changes: { lotteryName?: string; startTime?: string; endTime?: string },
  timeZone: string,
  now = new Date(),
) {
  if (changes.lotteryName) await assertNameFree(db, changes.lotteryName, id);
  return db.transaction(async (tx) => {
    const [was] = await tx
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, id))
      .for('update');
    if (!was) throw notFound('lottery_category.not_found');
    const set = {
      ...(changes.lotteryName ? { name: changes.lotteryName } : {}),
      ...(changes.startTime ? { startTime: changes.startTime } : {}),
      ...(changes.endTime ? { endTime: changes.endTime } : {}),
      ...(was.catalogId && changes.endTime
        ? await catalogClose(tx, { ...was, catalogId: was.catalogId }, changes, timeZone, now)
        : {}),
    };
    const [row] = Object.keys(set).length
      ? await tx.update(lotteryCategories).set(set).where(eq(lotteryCategories.id, id)).returning()
      : await tx.select().from(lotteryCategories).where(eq(lotteryCategories.id, id));
    if (!row) throw notFound('lottery_category.not_found');
    const logged = (r: Row) => ({ name: r.name, startTime: r.startTime, endTime: r.endTime });
    await auditChange(tx, actor, 'lottery-category', id, logged(was), logged(row), {
      name: was.name,
    });
    return present(row);
  });
}

/**
 * A catalog category's close moved by the admin (issue 40): kept as minutes before the draw (so
 * it follows the draw across time changes), refused after the official draw; a start that
 * followed the close (sold around the clock) keeps following it.
 */
async function catalogClose(
  tx: Tx,
  was: Row & { catalogId: string },
  changes: { startTime?: string; endTime?: string },
  timeZone: string,
  now: Date,
) {
  const endTime = changes.endTime!;
  const closeMinutesBefore = await catalogCloseOf(tx, was, endTime, timeZone, now);
  const follows = !changes.startTime && was.startTime === was.endTime;
  return { closeMinutesBefore, ...(follows && { startTime: endTime }) };
}

/** What may still use a category, by its key in the uses answer, in the words a refusal names them. */
const USES = [
  { key: 'tickets', table: tickets, label: 'sold tickets' },
  { key: 'winningNumbers', table: winningNumbers, label: 'winning numbers' },
  { key: 'paymentTerms', table: paymentTerms, label: "companies' payment terms" },
  { key: 'percentageLimits', table: percentageLimits, label: "companies' percentage limits" },
  { key: 'blockNumbers', table: blockNumbers, label: "companies' blocked numbers" },
  { key: 'limits', table: limits, label: "companies' limits" },
] as const satisfies readonly { key: keyof LotteryCategoryUses; label: string; table: unknown }[];

const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Counts what uses the category, in one statement: each count reads an index led by the
 * category, except the tickets' count, which reads the whole (date, company, lottery, …)
 * report index (a rare dialog).
 */
async function countUses(db: Db | Tx, id: string): Promise<LotteryCategoryUses> {
  const counts = Object.fromEntries(
    USES.map(({ key, table }) => [
      key,
      sql<number>`(select count(*) from ${table} where ${table.lotteryCategoryId} = ${id})::int`,
    ]),
  ) as Record<keyof LotteryCategoryUses, SQL<number>>;
  const [row] = await db.select(counts).from(lotteryCategories).where(eq(lotteryCategories.id, id));
  if (!row) throw notFound('lottery_category.not_found');
  return row;
}

/** What uses a category, for the admin's Delete dialog: 404 for an unknown id. */
export async function lotteryCategoryUses(db: Db, id: string): Promise<LotteryCategoryUses> {
  return countUses(db, id);
}

/**
 * Only an unused category can be deleted: tickets and results would be
 * orphaned, and companies' settings for it are theirs to remove, not the admin's.
 */
export async function deleteLotteryCategory(db: Db, actor: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, id))
      .for('update');
    if (!row) throw notFound('lottery_category.not_found');
    const uses = await countUses(tx, id);
    const used = USES.filter(({ key }) => uses[key] > 0).map(({ label }) => label);
    if (used.length) {
      throw conflict(coded('lottery_category.in_use', { name: row.name, uses: listed(used) }));
    }
    await tx.delete(lotteryCategories).where(eq(lotteryCategories.id, id));
    await audit(tx, actor, 'delete', 'lottery-category', id, { name: row.name });
  });
}

export async function listGameCategories(db: Db) {
  const rows = await db.select().from(gameCategories).orderBy(asc(gameCategories.sortOrder));
  return rows.map((r) => ({ _id: r.id, gameName: r.gameName }));
}
