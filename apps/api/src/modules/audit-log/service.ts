import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tiraj/domain';
import type { AuditLogQuery, AuditRecord } from '@tiraj/domain/contracts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

const DEFAULT_PAGE_SIZE = 50;

/** A record's details as the journal shows them: the before and after, and the reason given. */
function shown(details: Record<string, unknown>) {
  const { before, after, reason, ...rest } = details;
  return {
    before: before ?? null,
    // A record written without `after` (a creation, a setting) is what was done.
    after: after ?? (Object.keys(rest).length ? rest : null),
    reason: typeof reason === 'string' ? reason : null,
  };
}

/**
 * One page of the journal: a company's records for its subadmin (another company's never), every
 * record for the platform admin; newest first, between two operator-local days.
 */
export async function auditLogPage(
  db: Db,
  actor: SessionUser,
  query: AuditLogQuery,
  timeZone: string,
): Promise<{ data: AuditRecord[]; total: number }> {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const from = sql`(${query.fromDate}::date::timestamp at time zone ${timeZone})`;
  const until = sql`(${addDays(query.toDate, 1)}::date::timestamp at time zone ${timeZone})`;
  const [entity, action] = query.action ? query.action.split('.') : [];
  const filters: (SQL | undefined)[] = [
    actor.role === 'admin' ? undefined : eq(auditLog.companyId, actor.companyId ?? ''),
    sql`${auditLog.createdAt} >= ${from}`,
    sql`${auditLog.createdAt} < ${until}`,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    entity && action ? and(eq(auditLog.entity, entity), eq(auditLog.action, action)) : undefined,
  ];
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      role: users.role,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      address: auditLog.address,
      device: auditLog.device,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: counted?.total ?? 0,
    data: rows.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, userName: r.actorName, role: r.role ?? null },
      action: `${r.entity}.${r.action}`,
      target: { entity: r.entity, id: r.entityId },
      ...shown(r.details),
      address: r.address,
      device: r.device,
    })),
  };
}
