import { eq } from 'drizzle-orm';
import { auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** The company settings its subadmin switches from the Sellers screen. */
type CompanySettings = {
  /** The bonus switch (ARCHITECTURE.md §6b Bonus). */
  bonusFlag: boolean;
  /** May its sellers pay out any of its winning tickets, or only those they sold. */
  sellersPayAnyTicket: boolean;
  /** How long after a sale its sellers may cancel their own tickets (0–60 minutes, checked by the contract). */
  cancelWindowMinutes: number;
  /** The line at the foot of its tickets (at most 60 characters, checked by the contract). */
  ticketValidity: string;
  /** May its sellers sign in from LotterySoft's seller app, by device ID (issue 27). */
  lotterySoftDevices: boolean;
};

/** Changes one company setting and writes its audit row, in one transaction; answers the stored value. */
export async function setCompanySetting<K extends keyof CompanySettings>(
  db: Db,
  actor: CompanyUser,
  key: K,
  value: CompanySettings[K],
): Promise<CompanySettings[K]> {
  const { companyId } = actor;
  const change = { [key]: value } as Pick<CompanySettings, K>;
  return db.transaction(async (tx) => {
    const [was] = await tx
      .select({ [key]: companies[key] })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const [row] = await tx
      .update(companies)
      .set(change)
      .where(eq(companies.id, companyId))
      .returning({
        bonusFlag: companies.bonusFlag,
        sellersPayAnyTicket: companies.sellersPayAnyTicket,
        cancelWindowMinutes: companies.cancelWindowMinutes,
        ticketValidity: companies.ticketValidity,
        lotterySoftDevices: companies.lotterySoftDevices,
      });
    if (!row) throw notFound('company.not_found');
    await auditChange(tx, actor, 'company', companyId, was ?? {}, change);
    return row[key];
  });
}
