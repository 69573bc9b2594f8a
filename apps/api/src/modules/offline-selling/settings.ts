import { eq } from 'drizzle-orm';
import { fromCentimes, toCentimes } from '@tiraj/domain';
import type { OfflineSettings } from '@tiraj/domain/contracts';
import { auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const columns = {
  enabled: companies.offlineEnabled,
  budget: companies.offlineBudget,
  cap: companies.offlineCap,
  stop: companies.offlineStopMinutes,
  max: companies.offlineMaxMinutes,
};
type Row = { enabled: boolean; budget: number; cap: number; stop: number; max: number };

const settingsOf = (row: Row): OfflineSettings => ({
  enabled: row.enabled,
  budgetPerDraw: fromCentimes(row.budget),
  capPerNumber: fromCentimes(row.cap),
  stopMinutesBeforeClose: row.stop,
  maxOfflineMinutes: row.max,
});

/** The company's offline selling settings (issue 32), in HTG and minutes. */
export async function offlineSettingsOf(db: Db | Tx, companyId: string): Promise<OfflineSettings> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('company.not_found');
  return settingsOf(row);
}

/** Changes them all at once and writes the audit row, in one transaction. */
export async function updateOfflineSettings(
  db: Db,
  actor: CompanyUser,
  settings: OfflineSettings,
): Promise<OfflineSettings> {
  return db.transaction(async (tx) => {
    const [was] = await tx
      .select(columns)
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    const [row] = await tx
      .update(companies)
      .set({
        offlineEnabled: settings.enabled,
        offlineBudget: toCentimes(settings.budgetPerDraw),
        offlineCap: toCentimes(settings.capPerNumber),
        offlineStopMinutes: settings.stopMinutesBeforeClose,
        offlineMaxMinutes: settings.maxOfflineMinutes,
      })
      .where(eq(companies.id, actor.companyId))
      .returning(columns);
    if (!row || !was) throw notFound('company.not_found');
    const stored = settingsOf(row);
    await auditChange(tx, actor, 'offline-selling', actor.companyId, settingsOf(was), stored);
    return stored;
  });
}
