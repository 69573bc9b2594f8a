import { and, asc, eq } from 'drizzle-orm';
import { coded, inPercentageOrder, limitsByGame } from '@tiraj/domain';
import type { PercentageLimit } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  lotteryCategories,
  percentageLimits,
  type PercentEntryRow,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';

type Row = typeof percentageLimits.$inferSelect;

const present = (row: Row, lotteryCategoryName: string): PercentageLimit => ({
  _id: row.id,
  lotteryCategoryName,
  lotteryCategoryId: row.lotteryCategoryId,
  limits: inPercentageOrder(row.limits),
});

/** A percentage limit as the Journal names it: its draw, and each game's percentage by game. */
const logged = (row: Row, lotteryCategory: string) => ({
  lotteryCategory,
  limits: limitsByGame(row.limits, 'limitPercent'),
});

/** Stored in SPEC order and with only the two fields, whatever else a client sent. */
const storedLimits = (entries: readonly PercentEntryRow[]): PercentEntryRow[] =>
  inPercentageOrder(entries).map((e) => ({
    gameCategory: e.gameCategory,
    limitPercent: e.limitPercent,
  }));

export async function listPercentageLimits(db: Db, actor: CompanyUser): Promise<PercentageLimit[]> {
  const { companyId } = actor;
  const rows = await db
    .select({ row: percentageLimits, lotteryCategoryName: lotteryCategories.name })
    .from(percentageLimits)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, percentageLimits.lotteryCategoryId))
    .where(eq(percentageLimits.companyId, companyId))
    .orderBy(asc(lotteryCategories.startTime), asc(lotteryCategories.name));
  return rows.map((r) => present(r.row, r.lotteryCategoryName));
}

/** One record per company and category (the unique index backs this up under races). */
async function assertNoLimitFor(tx: Tx, companyId: string, category: ResolvedCategory) {
  const [clash] = await tx
    .select({ id: percentageLimits.id })
    .from(percentageLimits)
    .where(
      and(
        eq(percentageLimits.companyId, companyId),
        eq(percentageLimits.lotteryCategoryId, category.id),
      ),
    );
  if (clash) throw conflict(coded('percentage_limit.exists', { category: category.name }));
}

export async function addPercentageLimit(
  db: Db,
  actor: CompanyUser,
  body: { lotteryCategoryName: string; limits: PercentEntryRow[] },
): Promise<PercentageLimit> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const category = await resolveLotteryCategory(tx, body.lotteryCategoryName);
    await assertNoLimitFor(tx, companyId, category);
    const [row] = await tx
      .insert(percentageLimits)
      .values({ companyId, lotteryCategoryId: category.id, limits: storedLimits(body.limits) })
      .returning();
    await audit(tx, actor, 'create', 'percentage-limit', row!.id, logged(row!, category.name));
    return present(row!, category.name);
  });
}

/** The caller's company's record, locked for the change; another company's id is unknown. */
async function lockLimit(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(percentageLimits)
    .where(and(eq(percentageLimits.id, id), eq(percentageLimits.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('percentage_limit.not_found');
  return row;
}

export async function updatePercentageLimit(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: { lotteryCategoryName?: string; limits?: PercentEntryRow[] },
): Promise<PercentageLimit> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const before = await lockLimit(tx, companyId, id);
    const was = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    const category = await resolveLotteryCategory(
      tx,
      changes.lotteryCategoryName ?? before.lotteryCategoryId,
    );
    if (category.id !== before.lotteryCategoryId) await assertNoLimitFor(tx, companyId, category);
    const [row] = await tx
      .update(percentageLimits)
      .set({
        lotteryCategoryId: category.id,
        limits: changes.limits ? storedLimits(changes.limits) : before.limits,
      })
      .where(and(eq(percentageLimits.id, id), eq(percentageLimits.companyId, companyId)))
      .returning();
    await auditChange(
      tx,
      actor,
      'percentage-limit',
      id,
      logged(before, was.name),
      logged(row!, category.name),
      { lotteryCategory: was.name },
    );
    return present(row!, category.name);
  });
}

export async function deletePercentageLimit(db: Db, actor: CompanyUser, id: string) {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const before = await lockLimit(tx, companyId, id);
    const category = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    await tx.delete(percentageLimits).where(eq(percentageLimits.id, before.id));
    await audit(tx, actor, 'delete', 'percentage-limit', id, logged(before, category.name));
  });
}
