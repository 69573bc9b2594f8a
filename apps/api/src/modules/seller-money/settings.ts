import { eq } from 'drizzle-orm';
import { fromCentimes, percentOfRate, rateOfPercent, toCentimes } from '@tiraj/domain';
import type { MoneySettings } from '@tiraj/domain/contracts';
import { auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

type Stored = Partial<
  Pick<
    typeof companies.$inferInsert,
    'sellerCommissionRate' | 'supervisorCommissionRate' | 'sellerPayoutLimit' | 'defaultCreditLimit'
  >
>;

const centimesOrNull = (htg: number | null) => (htg === null ? null : toCentimes(htg));

/** The settings as typed (HTG, percent) → as stored (centimes, hundredths of a percent). */
export const storedSettings = (s: {
  commissionPercent?: number;
  supervisorCommissionPercent?: number;
  sellerPayoutLimit?: number | null;
  defaultCreditLimit?: number | null;
}): Stored => ({
  ...(s.commissionPercent !== undefined && {
    sellerCommissionRate: rateOfPercent(s.commissionPercent),
  }),
  ...(s.supervisorCommissionPercent !== undefined && {
    supervisorCommissionRate: rateOfPercent(s.supervisorCommissionPercent),
  }),
  ...(s.sellerPayoutLimit !== undefined && {
    sellerPayoutLimit: centimesOrNull(s.sellerPayoutLimit),
  }),
  ...(s.defaultCreditLimit !== undefined && {
    defaultCreditLimit: centimesOrNull(s.defaultCreditLimit),
  }),
});

/**
 * Changes the company's money settings (commission rates, seller payout limit, default credit
 * limit) and writes the audit row with what was set, in one transaction. A new rate applies to
 * later sales only: a ticket keeps the rate it was sold at.
 */
export async function setMoneySettings(
  db: Db,
  actor: CompanyUser,
  typed: Parameters<typeof storedSettings>[0],
): Promise<MoneySettings> {
  const change = storedSettings(typed);
  return db.transaction(async (tx) => {
    const [was] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    const [row] = await tx
      .update(companies)
      .set(change)
      .where(eq(companies.id, actor.companyId))
      .returning();
    if (!row || !was) throw notFound('company.not_found');
    await auditChange(tx, actor, 'company', actor.companyId, settingsOf(was), typed);
    return settingsOf(row);
  });
}

export const settingsOf = (row: typeof companies.$inferSelect): MoneySettings => ({
  commissionPercent: percentOfRate(row.sellerCommissionRate),
  supervisorCommissionPercent: percentOfRate(row.supervisorCommissionRate),
  sellerPayoutLimit: row.sellerPayoutLimit === null ? null : fromCentimes(row.sellerPayoutLimit),
  defaultCreditLimit: row.defaultCreditLimit === null ? null : fromCentimes(row.defaultCreditLimit),
});
