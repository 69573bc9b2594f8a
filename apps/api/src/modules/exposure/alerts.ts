import { and, asc, eq, or } from 'drizzle-orm';
import { usedPercentOf, type GameCategory } from '@tiraj/domain';
import type { ExposureAlert } from '@tiraj/domain/contracts';
import { auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, exposureAlerts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { ResolvedCategory } from '../../lottery-category.ts';
import { scopeOf } from '../../ticketing/announce-alerts.ts';
import type { AlertNotice } from '../../events/notices.ts';

/**
 * Who hears an alert (issue 15 point 3): the company's owner, every one; a supervisor, those of
 * the limits that bind its sellers: All (the whole company's, so theirs too), its own group's,
 * and its sellers' own (the seller's supervisor at the sale that raised it). Never another
 * company's.
 */
export function alertVisibleTo(user: CompanyUser, notice: AlertNotice) {
  if (notice.companyId !== user.companyId) return false;
  if (user.role === 'subadmin') return true;
  return user.role === 'supervisor' && (notice.scope === 'all' || notice.supervisorId === user.id);
}

export const alertOf = (n: AlertNotice): ExposureAlert => ({
  _id: n.alertId,
  lotteryCategoryId: n.lotteryCategoryId,
  lotteryCategoryName: n.lotteryCategoryName,
  date: n.drawDate,
  gameCategory: n.gameCategory,
  number: n.number,
  scope: n.scope,
  usedPercent: n.usedPercent,
  createdAt: n.createdAt,
});

/** The alerts of one draw the caller may see (as `alertVisibleTo` decides), oldest first. */
export async function drawAlerts(
  db: Db,
  actor: CompanyUser,
  category: ResolvedCategory,
  date: string,
): Promise<ExposureAlert[]> {
  const rows = await db
    .select({
      id: exposureAlerts.id,
      gameCategory: exposureAlerts.gameCategory,
      number: exposureAlerts.number,
      scopeKey: exposureAlerts.scopeKey,
      total: exposureAlerts.total,
      cap: exposureAlerts.cap,
      createdAt: exposureAlerts.createdAt,
    })
    .from(exposureAlerts)
    .where(
      and(
        eq(exposureAlerts.companyId, actor.companyId),
        eq(exposureAlerts.lotteryCategoryId, category.id),
        eq(exposureAlerts.drawDate, date),
        actor.role === 'supervisor'
          ? or(eq(exposureAlerts.scopeKey, 'all'), eq(exposureAlerts.supervisorId, actor.id))
          : undefined,
      ),
    )
    .orderBy(asc(exposureAlerts.createdAt), asc(exposureAlerts.id));
  return rows.map((r) => ({
    _id: r.id,
    lotteryCategoryId: category.id,
    lotteryCategoryName: category.name,
    date,
    gameCategory: r.gameCategory as GameCategory,
    number: r.number,
    scope: scopeOf(r.scopeKey),
    usedPercent: usedPercentOf(r.total, r.cap) ?? 100,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The company's alert share (percent). */
export async function alertPercentOf(db: Db, actor: CompanyUser): Promise<number> {
  const [row] = await db
    .select({ alertPercent: companies.alertPercent })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  if (!row) throw notFound('company.not_found');
  return row.alertPercent;
}

/** Sets the company's alert share (the contract checked 1–100) with its audit row; answers it as stored. */
export async function setAlertPercent(db: Db, actor: CompanyUser, alertPercent: number) {
  return db.transaction(async (tx) => {
    const [was] = await tx
      .select({ alertPercent: companies.alertPercent })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    const [row] = await tx
      .update(companies)
      .set({ alertPercent })
      .where(eq(companies.id, actor.companyId))
      .returning({ alertPercent: companies.alertPercent });
    if (!row) throw notFound('company.not_found');
    await auditChange(tx, actor, 'company', actor.companyId, was ?? {}, { alertPercent });
    return row.alertPercent;
  });
}
