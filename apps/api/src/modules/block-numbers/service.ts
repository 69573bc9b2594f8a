import { and, asc, eq, ne } from 'drizzle-orm';
import { coded, normaliseNumber, numberMismatch, type GameCategory } from '@tiraj/domain';
import type { BlockNumber } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { blockNumbers, lotteryCategories } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';

type Row = typeof blockNumbers.$inferSelect;

const present = (row: Row, lotteryCategoryName: string): BlockNumber => ({
  _id: row.id,
  lotteryCategoryName,
  lotteryCategoryId: row.lotteryCategoryId,
  gameCategory: row.gameCategory as GameCategory,
  number: row.number,
});

export async function listBlockNumbers(db: Db, actor: CompanyUser): Promise<BlockNumber[]> {
  const { companyId } = actor;
  const rows = await db
    .select({ row: blockNumbers, lotteryCategoryName: lotteryCategories.name })
    .from(blockNumbers)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, blockNumbers.lotteryCategoryId))
    .where(eq(blockNumbers.companyId, companyId))
    // Game names sort alphabetically in their SPEC order (BLT, L3C, L4C 1 … MRG).
    .orderBy(asc(lotteryCategories.name), asc(blockNumbers.gameCategory), asc(blockNumbers.number));
  return rows.map((r) => present(r.row, r.lotteryCategoryName));
}

/** The number as stored: it must fit its game, and a mariage is kept in ascending order. */
function storedNumber(game: GameCategory, typed: string): string {
  const number = normaliseNumber(game, typed);
  if (number === null) throw badRequest(numberMismatch(game), 'number');
  return number;
}

async function assertNotBlocked(
  tx: Tx,
  companyId: string,
  category: ResolvedCategory,
  game: GameCategory,
  number: string,
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: blockNumbers.id })
    .from(blockNumbers)
    .where(
      and(
        eq(blockNumbers.companyId, companyId),
        eq(blockNumbers.lotteryCategoryId, category.id),
        eq(blockNumbers.gameCategory, game),
        eq(blockNumbers.number, number),
        exceptId ? ne(blockNumbers.id, exceptId) : undefined,
      ),
    );
  if (clash)
    throw conflict(coded('block_number.exists', { game, number, category: category.name }));
}

export async function addBlockNumber(
  db: Db,
  actor: CompanyUser,
  body: { lotteryCategoryName: string; gameCategory: GameCategory; number: string },
): Promise<BlockNumber> {
  const { companyId } = actor;
  const number = storedNumber(body.gameCategory, body.number);
  return db.transaction(async (tx) => {
    const category = await resolveLotteryCategory(tx, body.lotteryCategoryName);
    await assertNotBlocked(tx, companyId, category, body.gameCategory, number);
    const [row] = await tx
      .insert(blockNumbers)
      .values({
        companyId,
        lotteryCategoryId: category.id,
        gameCategory: body.gameCategory,
        number,
      })
      .returning();
    await audit(tx, actor, 'create', 'block-number', row!.id, {
      lotteryCategory: category.name,
      gameCategory: row!.gameCategory,
      number,
    });
    return present(row!, category.name);
  });
}

/** The caller's company's blocked number, locked for the change; another company's id is unknown. */
async function lockBlockNumber(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(blockNumbers)
    .where(and(eq(blockNumbers.id, id), eq(blockNumbers.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('block_number.not_found');
  return row;
}

export async function updateBlockNumber(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: { lotteryCategoryName?: string; gameCategory?: GameCategory; number?: string },
): Promise<BlockNumber> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const before = await lockBlockNumber(tx, companyId, id);
    const game = changes.gameCategory ?? (before.gameCategory as GameCategory);
    // A changed game re-checks the number it keeps: BLT 12 does not become a valid L3C.
    const number = storedNumber(game, changes.number ?? before.number);
    const category = await resolveLotteryCategory(
      tx,
      changes.lotteryCategoryName ?? before.lotteryCategoryId,
    );
    await assertNotBlocked(tx, companyId, category, game, number, id);
    const [row] = await tx
      .update(blockNumbers)
      .set({ lotteryCategoryId: category.id, gameCategory: game, number })
      .where(and(eq(blockNumbers.id, id), eq(blockNumbers.companyId, companyId)))
      .returning();
    const was = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    const logged = { lotteryCategory: was.name, gameCategory: before.gameCategory };
    await auditChange(
      tx,
      actor,
      'block-number',
      id,
      { ...logged, number: before.number },
      { lotteryCategory: category.name, gameCategory: game, number },
      { ...logged, number: before.number },
    );
    return present(row!, category.name);
  });
}

export async function deleteBlockNumber(db: Db, actor: CompanyUser, id: string) {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const before = await lockBlockNumber(tx, companyId, id);
    const category = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    await tx.delete(blockNumbers).where(eq(blockNumbers.id, before.id));
    await audit(tx, actor, 'delete', 'block-number', id, {
      lotteryCategory: category.name,
      gameCategory: before.gameCategory,
      number: before.number,
    });
  });
}
