import { and, eq, inArray } from 'drizzle-orm';
import { auditMany } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { companyPeople } from '../../company-people.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * Activates or deactivates several sellers at once, all or none: an id that is not one of the
 * caller's sellers (another company's, or for a supervisor one it does not supervise) is 404 and
 * changes nothing. Each seller whose state changes is audited as its own update; a deactivated
 * seller's sessions end at once, as for one seller.
 */
export async function updateSellersActive(
  db: Db,
  actor: CompanyUser,
  body: { ids: string[]; isActive: boolean },
): Promise<{ changed: number; unchanged: number }> {
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, userName: users.userName, isActive: users.isActive })
      .from(users)
      .where(
        and(
          companyPeople(actor.companyId, 'seller'),
          actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
          // Issue 39: a branch-bound staff account, its branch's sellers only.
          actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
          inArray(users.id, ids),
        ),
      )
      .for('update');
    if (rows.length !== ids.length) throw notFound('seller.not_found');
    const changing = rows.filter((r) => r.isActive !== body.isActive);
    if (changing.length) {
      const changingIds = changing.map((r) => r.id);
      await tx.update(users).set({ isActive: body.isActive }).where(inArray(users.id, changingIds));
      if (!body.isActive) await revokeSessionsOf(tx, changingIds);
      await auditMany(
        tx,
        actor,
        'update',
        'seller',
        changing.map((r) => ({
          entityId: r.id,
          // Only sellers whose state changes are here: before, the other state.
          details: {
            userName: r.userName,
            bulk: true,
            before: { isActive: !body.isActive },
            after: { isActive: body.isActive },
          },
        })),
      );
    }
    return { changed: changing.length, unchanged: rows.length - changing.length };
  });
}
