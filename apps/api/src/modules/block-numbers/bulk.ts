import { planBulkBlock, type GameCategory } from '@tiraj/domain';
import type { BlockNumber } from '@tiraj/domain/contracts';
import { auditMany } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { blockNumbers } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';

const BATCH = 1000;

/**
 * Blocks every number of a pattern for each chosen draw and game, in one transaction. A block
 * the company already has is left as it is and counted as skipped, so sending the same request
 * twice adds nothing the second time. Each block created is audited like a single one.
 */
export async function addBlockNumbers(
  db: Db,
  actor: CompanyUser,
  body: { lotteryCategoryNames: string[]; gameCategories: GameCategory[]; numbers: string },
): Promise<{ added: number; skipped: number; blocks: BlockNumber[] }> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const draws = new Map<string, ResolvedCategory>();
    for (const reference of body.lotteryCategoryNames) {
      const category = await resolveLotteryCategory(tx, reference);
      draws.set(category.id, category);
    }
    const plan = planBulkBlock(body.gameCategories, body.numbers, draws.size);
    if (!plan.ok) throw badRequest(plan.reason, 'numbers');
    const wanted = [...draws.values()].flatMap((draw) =>
      plan.value.numbers.flatMap(({ game, numbers }) =>
        numbers.map((number) => ({
          companyId,
          lotteryCategoryId: draw.id,
          gameCategory: game,
          number,
        })),
      ),
    );
    const added: BlockNumber[] = [];
    for (let i = 0; i < wanted.length; i += BATCH) {
      const rows = await tx
        .insert(blockNumbers)
        .values(wanted.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning();
      for (const row of rows)
        added.push({
          _id: row.id,
          lotteryCategoryName: draws.get(row.lotteryCategoryId)!.name,
          lotteryCategoryId: row.lotteryCategoryId,
          gameCategory: row.gameCategory as GameCategory,
          number: row.number,
        });
    }
    await auditMany(
      tx,
      actor,
      'create',
      'block-number',
      added.map((b) => ({
        entityId: b._id,
        details: {
          lotteryCategory: b.lotteryCategoryName,
          gameCategory: b.gameCategory,
          number: b.number,
          bulk: true,
        },
      })),
    );
    return { added: added.length, skipped: wanted.length - added.length, blocks: added };
  });
}
