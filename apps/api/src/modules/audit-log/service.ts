import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tiraj/domain';
import type { AuditLogQuery, AuditRecord } from '@tiraj/domain/contracts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { namesFor, namesOf } from './names.ts';

const DEFAULT_PAGE_SIZE = 50;

/**
 * Whose records a caller reads: every one for the platform admin, its company's for the company,
 * and for a staff account bound to a branch (issue 39) only those its branch's people made (its
 * staff, supervisors and sellers): another branch's cash and people stay out of its reach.
 */
const journalOf = (actor: SessionUser) =>
  actor.role === 'admin'
    ? undefined
    : and(
        eq(auditLog.companyId, actor.companyId ?? ''),
        actor.staffBranchId
          ? sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${users.branchId} = ${actor.staffBranchId})`
          : undefined,
      );

/**
 * A record's details as the journal shows them: the before and after, the reason given, and the
 * context that names the changed record (issue 38: auditChange keeps only the changed fields).
 */
function shown(action: string, details: Record<string, unknown>) {
  const { before, after, reason, ...rest } = details;
  const hasRest = Object.keys(rest).length > 0;
  // A record without before and after is what was created, or what was deleted.
  if (before === undefined && after === undefined)
    return {
      before: action.startsWith('delete') && hasRest ? rest : null,
      after: !action.startsWith('delete') && hasRest ? rest : null,
      reason: typeof reason === 'string' ? reason : null,
    };
  return {
    before: before ?? null,
    after: after ?? null,
    reason: typeof reason === 'string' ? reason : null,
    ...(hasRest ? { context: rest } : {}),
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
    journalOf(actor),
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
  const names = await namesOf(db, rows);
  return {
    total: counted?.total ?? 0,
    data: rows.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, userName: r.actorName, role: r.role ?? null },
      action: `${r.entity}.${r.action}`,
      target: {
        entity: r.entity,
        id: r.entityId,
        name: (r.entityId && names.get(r.entityId)) ?? null,
      },
      ...shown(r.action, r.details),
      names: namesFor(r, names),
      address: r.address,
      device: r.device,
    })),
  };
}

/** Everyone who appears in the journal: the company's for its subadmin, every one for the admin. */
export async function auditLogPeople(db: Db, actor: SessionUser) {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], {
      id: auditLog.actorId,
      recordedName: auditLog.actorName,
      userName: users.userName,
      role: users.role,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(isNotNull(auditLog.actorId), journalOf(actor)))
    .orderBy(auditLog.actorId, desc(auditLog.createdAt));
  return rows
    .map((r) => ({ _id: r.id!, userName: r.userName ?? r.recordedName, role: r.role ?? null }))
    .sort((a, b) => a.userName.localeCompare(b.userName));
}
