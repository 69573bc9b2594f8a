import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_TERM_LAYOUT } from '@tiraj/domain';
import type { BranchTerms } from '@tiraj/domain/contracts';
import { auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  branches,
  branchPaymentTerms,
  companies,
  lotteryCategories,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';

// Issue 39: a branch's own payout terms and free-maryaj switch, which the sale's SQL
// (tiraj_sale_context) reads before the company's: packages/domain termsInForce.

/** In the Journal, a term or switch the branch takes from the company (journal-values.ts words it). */
export const AS_COMPANY = 'company';

/** The company's branch, locked for a change; another company's or an unknown id is 404. */
async function branchOf(db: Db | Tx, companyId: string, id: string, lock = false) {
  const query = db
    .select({ id: branches.id, name: branches.name, bonusFlag: branches.bonusFlag })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getBranchTerms(
  db: Db | Tx,
  actor: CompanyUser,
  branchId: string,
): Promise<BranchTerms> {
  const branch = await branchOf(db, actor.companyId, branchId);
  const [company] = await db
    .select({ bonusFlag: companies.bonusFlag })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const rows = await db
    .select({
      id: branchPaymentTerms.id,
      lotteryCategoryId: branchPaymentTerms.lotteryCategoryId,
      lotteryCategoryName: lotteryCategories.name,
      conditions: branchPaymentTerms.conditions,
    })
    .from(branchPaymentTerms)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, branchPaymentTerms.lotteryCategoryId))
    .where(
      and(
        eq(branchPaymentTerms.companyId, actor.companyId),
        eq(branchPaymentTerms.branchId, branch.id),
      ),
    )
    .orderBy(asc(lotteryCategories.startTime), asc(lotteryCategories.name));
  return {
    branchId: branch.id,
    name: branch.name,
    bonusFlag: branch.bonusFlag,
    companyBonusFlag: company?.bonusFlag ?? false,
    terms: rows.map((row) => ({
      _id: row.id,
      lotteryCategoryId: row.lotteryCategoryId,
      lotteryCategoryName: row.lotteryCategoryName,
      conditions: PAYMENT_TERM_LAYOUT.map((place, index) => ({
        ...place,
        condition: row.conditions[index] ?? 0,
      })),
    })),
  };
}

/** A draw's own term of the branch set (16 multipliers) or given back to the company's (null). */
async function setDrawTerm(
  tx: Tx,
  actor: CompanyUser,
  branch: { id: string; name: string },
  categoryRef: string,
  conditions: number[] | null,
) {
  const category = await resolveLotteryCategory(tx, categoryRef);
  const where = and(
    eq(branchPaymentTerms.branchId, branch.id),
    eq(branchPaymentTerms.lotteryCategoryId, category.id),
  );
  const [was] = await tx.select().from(branchPaymentTerms).where(where).for('update');
  if (conditions === null) {
    if (!was) return;
    await tx.delete(branchPaymentTerms).where(eq(branchPaymentTerms.id, was.id));
  } else if (was) {
    await tx
      .update(branchPaymentTerms)
      .set({ conditions })
      .where(eq(branchPaymentTerms.id, was.id));
  } else {
    await tx.insert(branchPaymentTerms).values({
      companyId: actor.companyId,
      branchId: branch.id,
      lotteryCategoryId: category.id,
      conditions,
    });
  }
  const before = was?.conditions ?? AS_COMPANY;
  const after = conditions ?? AS_COMPANY;
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await auditChange(
    tx,
    actor,
    'branch-terms',
    branch.id,
    { conditions: before },
    { conditions: after },
    { name: branch.name, lotteryCategory: category.name },
  );
}

/**
 * Changes what the body sends of a branch's own terms, audited (the Journal says the change with
 * its before and after); answers the branch's terms as they now are.
 */
export async function setBranchTerms(
  db: Db,
  actor: CompanyUser,
  branchId: string,
  body: { lotteryCategoryName?: string; conditions?: number[] | null; bonusFlag?: boolean | null },
): Promise<BranchTerms> {
  return db.transaction(async (tx) => {
    const branch = await branchOf(tx, actor.companyId, branchId, true);
    if (body.bonusFlag !== undefined && body.bonusFlag !== branch.bonusFlag) {
      await tx
        .update(branches)
        .set({ bonusFlag: body.bonusFlag })
        .where(eq(branches.id, branch.id));
      await auditChange(
        tx,
        actor,
        'branch-terms',
        branch.id,
        { bonusFlag: branch.bonusFlag ?? AS_COMPANY },
        { bonusFlag: body.bonusFlag ?? AS_COMPANY },
        { name: branch.name },
      );
    }
    if (body.conditions !== undefined && body.lotteryCategoryName !== undefined)
      await setDrawTerm(tx, actor, branch, body.lotteryCategoryName, body.conditions);
    return getBranchTerms(tx, actor, branch.id);
  });
}
