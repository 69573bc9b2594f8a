import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { SellerActivity } from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions, tickets, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * The company's sellers with their last sale, when they were last seen (the last call from one of
 * their devices, auth/last-seen.ts) and the sessions still open (newest first).
 */
export async function sellerActivity(
  db: Db,
  actor: CompanyUser,
  now = new Date(),
): Promise<SellerActivity['data']> {
  const sellers = await db
    .select({ id: users.id, userName: users.userName, lastSeenAt: users.lastSeenAt })
    .from(users)
    .where(
      and(
        eq(users.companyId, actor.companyId),
        eq(users.role, 'seller'),
        isNull(users.deletedAt),
        // Issue 39: a branch-bound staff account sees its branch's sellers only.
        actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
      ),
    )
    .orderBy(asc(users.userName));
  if (sellers.length === 0) return [];
  const ids = sellers.map((s) => s.id);
  const lastSales = await db
    .select({ sellerId: tickets.sellerId, at: max(tickets.soldAt) })
    .from(tickets)
    .where(and(eq(tickets.companyId, actor.companyId), inArray(tickets.sellerId, ids)))
    .groupBy(tickets.sellerId);
  const open = await db
    .select()
    .from(sessions)
    .where(and(inArray(sessions.userId, ids), gt(sessions.expiresAt, now)))
    .orderBy(asc(sessions.createdAt));
  return sellers.map((s) => ({
    _id: s.id,
    userName: s.userName,
    lastSaleAt: lastSales.find((l) => l.sellerId === s.id)?.at?.toISOString() ?? null,
    lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
    sessions: open
      .filter((o) => o.userId === s.id)
      .reverse()
      .map((o) => ({
        _id: o.id,
        startedAt: o.createdAt.toISOString(),
        expiresAt: o.expiresAt.toISOString(),
        lastSeenAt: o.lastSeenAt?.toISOString() ?? null,
        device: o.device,
      })),
  }));
}

/** Ends one open session of one of the company's sellers; audited. Another company's: 404. */
export async function endSellerSession(db: Db, actor: CompanyUser, sessionId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: sessions.id, userId: users.id, userName: users.userName })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(users.companyId, actor.companyId),
          eq(users.role, 'seller'),
          actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
          // An ended session (a device's stays, expired) is not ended twice.
          gt(sessions.expiresAt, sql`now()`),
        ),
      );
    if (!row) throw notFound('not_found');
    await revokeSession(tx, row.id);
    await audit(tx, actor, 'delete', 'session', row.id, {
      after: { seller: row.userName, sellerId: row.userId, ended: true },
    });
  });
}
