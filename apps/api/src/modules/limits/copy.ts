import { and, eq, inArray } from 'drizzle-orm';
import { coded, limitsByGame } from '@tiraj/domain';
import { audit, auditChange, auditMany } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { blockNumbers, limits } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';

interface TargetPlan {
  lotteryCategoryId: string;
  lotteryCategoryName: string;
  limitsReplaced: number;
  limitsAdded: number;
  blocksAdded: number;
  blocksKept: number;
}

/** Whose a copied limit is, by id: the Journal names the person (none: the whole company's). */
const ownerOf = (l: { scope: string; ownerId: string | null }) =>
  l.scope === 'seller'
    ? { sellerId: l.ownerId }
    : l.scope === 'supervisor'
      ? { supervisorId: l.ownerId }
      : {};

const rulesOf = async (tx: Tx, companyId: string, categoryIds: string[]) => ({
  limits: await tx
    .select()
    .from(limits)
    .where(and(eq(limits.companyId, companyId), inArray(limits.lotteryCategoryId, categoryIds)))
    .for('update'),
  blocks: await tx
    .select()
    .from(blockNumbers)
    .where(
      and(
        eq(blockNumbers.companyId, companyId),
        inArray(blockNumbers.lotteryCategoryId, categoryIds),
      ),
    ),
});

/**
 * Copies one draw's limit records and blocked numbers to other draws, in one transaction. On each
 * target a record of the same owner (All, a supervisor, a seller) is replaced by the source's, one
 * it lacks is added, and its other records stay; the source's blocked numbers are added beside
 * the target's own. `dryRun` answers the same counts and changes nothing (the confirmation's text).
 */
export async function copyLimits(
  db: Db,
  actor: CompanyUser,
  body: { from: string; to: string[]; dryRun?: boolean },
) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const source = await resolveLotteryCategory(tx, body.from);
    const targets = new Map<string, ResolvedCategory>();
    for (const reference of body.to) {
      const target = await resolveLotteryCategory(tx, reference);
      if (target.id === source.id) throw badRequest(coded('limit_copy.same_draw'), 'to');
      targets.set(target.id, target);
    }
    const from = await rulesOf(tx, companyId, [source.id]);
    const there = await rulesOf(tx, companyId, [...targets.keys()]);
    const plans: TargetPlan[] = [];
    for (const target of targets.values()) {
      const theirLimits = there.limits.filter((l) => l.lotteryCategoryId === target.id);
      const theirBlocks = new Set(
        there.blocks
          .filter((b) => b.lotteryCategoryId === target.id)
          .map((b) => `${b.gameCategory}|${b.number}`),
      );
      const replaced = from.limits.flatMap((l) => {
        const same = theirLimits.find((t) => t.scopeKey === l.scopeKey);
        return same ? [{ source: l, target: same }] : [];
      });
      const added = from.limits.filter((l) => !theirLimits.some((t) => t.scopeKey === l.scopeKey));
      const newBlocks = from.blocks.filter(
        (b) => !theirBlocks.has(`${b.gameCategory}|${b.number}`),
      );
      plans.push({
        lotteryCategoryId: target.id,
        lotteryCategoryName: target.name,
        limitsReplaced: replaced.length,
        limitsAdded: added.length,
        blocksAdded: newBlocks.length,
        blocksKept: from.blocks.length - newBlocks.length,
      });
      if (body.dryRun) continue;
      for (const { source: l, target: t } of replaced) {
        await tx.update(limits).set({ limits: l.limits }).where(eq(limits.id, t.id));
        await auditChange(
          tx,
          actor,
          'limit',
          t.id,
          { limits: limitsByGame(t.limits, 'limitsButs') },
          { limits: limitsByGame(l.limits, 'limitsButs') },
          { lotteryCategory: target.name, ...ownerOf(l), copiedFrom: source.name },
        );
      }
      for (const l of added) {
        const [row] = await tx
          .insert(limits)
          .values({
            companyId,
            lotteryCategoryId: target.id,
            scope: l.scope,
            ownerId: l.ownerId,
            scopeKey: l.scopeKey,
            limits: l.limits,
          })
          .returning({ id: limits.id });
        await audit(tx, actor, 'create', 'limit', row!.id, {
          lotteryCategory: target.name,
          ...ownerOf(l),
          limits: limitsByGame(l.limits, 'limitsButs'),
          copiedFrom: source.name,
        });
      }
      if (!newBlocks.length) continue;
      const rows = await tx
        .insert(blockNumbers)
        .values(
          newBlocks.map((b) => ({
            companyId,
            lotteryCategoryId: target.id,
            gameCategory: b.gameCategory,
            number: b.number,
          })),
        )
        .onConflictDoNothing()
        .returning();
      await auditMany(
        tx,
        actor,
        'create',
        'block-number',
        rows.map((r) => ({
          entityId: r.id,
          details: {
            lotteryCategory: target.name,
            gameCategory: r.gameCategory,
            number: r.number,
            copiedFrom: source.name,
          },
        })),
      );
    }
    return {
      dryRun: !!body.dryRun,
      limits: from.limits.length,
      blocks: from.blocks.length,
      targets: plans,
    };
  });
}
