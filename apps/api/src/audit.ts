import { auditChanges, type AuditDetails, type AuditFields } from '@tiraj/domain';
import type { SessionUser } from './auth/session-user.ts';
import type { Db, Tx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

/**
 * Records who created, changed or deleted what, when, and from where (the caller's address and
 * device, as the authenticate hook found them). Call inside the change's transaction.
 */
export async function audit(
  db: Db | Tx,
  actor: SessionUser,
  action: 'create' | 'update' | 'delete' | 'delete-forever' | 'pay-out',
  entity: string,
  entityId: string | null,
  details: AuditDetails = {},
) {
  await db.insert(auditLog).values({
    companyId: actor.companyId,
    actorId: actor.id,
    actorName: actor.userName,
    action,
    entity,
    entityId,
    details,
    address: actor.address ?? null,
    device: actor.device ?? null,
  });
}

type AuditAction = Parameters<typeof audit>[2];

/** One record per row a bulk change touched, written in batches (a statement holds ≤ 65,535 values). */
export async function auditMany(
  db: Db | Tx,
  actor: SessionUser,
  action: AuditAction,
  entity: string,
  records: { entityId: string; details: AuditDetails }[],
) {
  for (let i = 0; i < records.length; i += 1000) {
    await db.insert(auditLog).values(
      records.slice(i, i + 1000).map((r) => ({
        companyId: actor.companyId,
        actorId: actor.id,
        actorName: actor.userName,
        action,
        entity,
        entityId: r.entityId,
        details: r.details,
        // From where, as every other record (audit()).
        address: actor.address ?? null,
        device: actor.device ?? null,
      })),
    );
  }
}

/**
 * An update as the Journal keeps it (issue 38): `before` and `after` hold only the fields whose value
 * changed (auditChanges), beside the context that names the record (`context`: a name, a draw…).
 * `before` is read inside the change's transaction, before the update.
 */
export async function auditChange(
  db: Db | Tx,
  actor: SessionUser,
  entity: string,
  entityId: string | null,
  before: AuditFields,
  after: AuditFields,
  context: AuditDetails = {},
) {
  await audit(db, actor, 'update', entity, entityId, {
    ...context,
    ...auditChanges(before, after),
  });
}
