import { and, desc, eq } from 'drizzle-orm';
import type { AddPaymentAlertBody, PaymentAlert } from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, paymentAlerts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { withCode } from '../../correction-alert.ts';
import { selectPaymentAlerts } from '../../payment-alerts.ts';

/** Every alert (admin), or only one company's (its subadmin and supervisors). */
export async function listPaymentAlerts(db: Db, companyId?: string): Promise<PaymentAlert[]> {
  const query = selectPaymentAlerts(db);
  const alerts = await (
    companyId ? query.where(eq(paymentAlerts.companyId, companyId)) : query
  ).orderBy(desc(paymentAlerts.date), desc(paymentAlerts.createdAt));
  return alerts.map(withCode);
}

export async function addPaymentAlert(
  db: Db,
  actor: SessionUser,
  body: AddPaymentAlertBody,
): Promise<PaymentAlert> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, body.company));
  if (!company) throw notFound('company.not_found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentAlerts)
      .values({ companyId: body.company, message: body.message, date: body.date })
      .returning({ id: paymentAlerts.id });
    await audit(tx, actor, 'create', 'payment-alert', row!.id, { companyId: body.company });
    const [alert] = await selectPaymentAlerts(tx).where(eq(paymentAlerts.id, row!.id));
    return alert!;
  });
}

export async function deletePaymentAlert(db: Db, actor: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(paymentAlerts)
      .where(and(eq(paymentAlerts.id, id)))
      .returning();
    if (!row) throw notFound('payment_alert.not_found');
    await audit(tx, actor, 'delete', 'payment-alert', id, {
      companyId: row.companyId,
      message: row.message,
    });
  });
}
