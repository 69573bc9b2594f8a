import { and, asc, eq } from 'drizzle-orm';
import { coded, PAYMENT_TERM_LAYOUT } from '@tiraj/domain';
import type { PaymentTerm } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryCategories, paymentTerms } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';

interface TermRow {
  id: string;
  lotteryCategoryId: string;
  lotteryCategoryName: string;
  conditions: number[];
}

/** 16 bare multipliers → the 16 entries laid out like a winning number. */
const present = (row: TermRow): PaymentTerm => ({
  _id: row.id,
  lotteryCategoryName: row.lotteryCategoryName,
  lotteryCategoryId: row.lotteryCategoryId,
  conditions: PAYMENT_TERM_LAYOUT.map((place, index) => ({
    ...place,
    condition: row.conditions[index] ?? 0,
  })),
});

export async function listPaymentTerms(db: Db, actor: CompanyUser): Promise<PaymentTerm[]> {
  const { companyId } = actor;
  const rows = await db
    .select({
      id: paymentTerms.id,
      lotteryCategoryId: paymentTerms.lotteryCategoryId,
      lotteryCategoryName: lotteryCategories.name,
      conditions: paymentTerms.conditions,
    })
    .from(paymentTerms)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, paymentTerms.lotteryCategoryId))
    .where(eq(paymentTerms.companyId, companyId))
    .orderBy(asc(lotteryCategories.startTime), asc(lotteryCategories.name));
  return rows.map(present);
}

/** One term per company and category (the unique index backs this up under races). */
async function assertNoTermFor(tx: Tx, companyId: string, category: ResolvedCategory) {
  const [clash] = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(
      and(eq(paymentTerms.companyId, companyId), eq(paymentTerms.lotteryCategoryId, category.id)),
    );
  if (clash) throw conflict(coded('payment_term.exists', { category: category.name }));
}

export async function addPaymentTerm(
  db: Db,
  actor: CompanyUser,
  body: { lotteryCategoryName: string; conditions: number[] },
): Promise<PaymentTerm> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const category = await resolveLotteryCategory(tx, body.lotteryCategoryName);
    await assertNoTermFor(tx, companyId, category);
    const [row] = await tx
      .insert(paymentTerms)
      .values({ companyId, lotteryCategoryId: category.id, conditions: body.conditions })
      .returning();
    await audit(tx, actor, 'create', 'payment-term', row!.id, {
      lotteryCategory: category.name,
      conditions: row!.conditions,
    });
    return present({ ...row!, lotteryCategoryName: category.name });
  });
}

/** The caller's company's term, locked for the change; another company's id is unknown. */
async function lockTerm(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(paymentTerms)
    .where(and(eq(paymentTerms.id, id), eq(paymentTerms.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('payment_term.not_found');
  return row;
}

export async function updatePaymentTerm(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: { lotteryCategoryName?: string; conditions?: number[] },
): Promise<PaymentTerm> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const before = await lockTerm(tx, companyId, id);
    const category = await resolveLotteryCategory(
      tx,
      changes.lotteryCategoryName ?? before.lotteryCategoryId,
    );
    if (category.id !== before.lotteryCategoryId) await assertNoTermFor(tx, companyId, category);
    const [row] = await tx
      .update(paymentTerms)
      .set({
        lotteryCategoryId: category.id,
        conditions: changes.conditions ?? before.conditions,
      })
      .where(and(eq(paymentTerms.id, id), eq(paymentTerms.companyId, companyId)))
      .returning();
    const was = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    await auditChange(
      tx,
      actor,
      'payment-term',
      id,
      { lotteryCategory: was.name, conditions: before.conditions },
      { lotteryCategory: category.name, conditions: row!.conditions },
      { lotteryCategory: was.name },
    );
    return present({ ...row!, lotteryCategoryName: category.name });
  });
}

/** Without a term the company pays the official rates again; sold tickets keep theirs. */
export async function deletePaymentTerm(db: Db, actor: CompanyUser, id: string) {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const before = await lockTerm(tx, companyId, id);
    const category = await resolveLotteryCategory(tx, before.lotteryCategoryId);
    await tx.delete(paymentTerms).where(eq(paymentTerms.id, before.id));
    await audit(tx, actor, 'delete', 'payment-term', id, {
      lotteryCategory: category.name,
      conditions: before.conditions,
    });
  });
}
