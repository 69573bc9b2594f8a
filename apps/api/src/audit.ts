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
  details: Record<string, unknown> = {},
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
