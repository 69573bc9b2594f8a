import { eq } from 'drizzle-orm';
import type { Db, Tx } from './db/client.ts';
import { companies, paymentAlerts } from './db/schema/index.ts';

/**
 * Payment alerts as every screen shows them, with their company's name: the one
 * shape the admin's list, a company's banners and the home's due alerts share.
 */
export function selectPaymentAlerts(db: Db | Tx) {
  return db
    .select({
      _id: paymentAlerts.id,
      company: companies.name,
      companyId: companies.id,
      message: paymentAlerts.message,
      date: paymentAlerts.date,
      correctedAfterPayout: paymentAlerts.correctedAfterPayout,
    })
    .from(paymentAlerts)
    .innerJoin(companies, eq(companies.id, paymentAlerts.companyId));
}
