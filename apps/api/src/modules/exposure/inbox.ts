import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { usedPercentOf, type GameCategory } from '@tiraj/domain';
import { ALERT_INBOX_SIZE, type InboxAlert } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { exposureAlertReads, exposureAlerts, lotteryCategories } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { scopeOf } from '../../ticketing/announce-alerts.ts';

/**
 * The alerts a company user may see, as `alertVisibleTo` decides for the live feed: the owner
 * every alert of its company, a supervisor those of All and of its own group and sellers.
 */
const visibleTo = (actor: CompanyUser) =>
  and(
    eq(exposureAlerts.companyId, actor.companyId),
    actor.role === 'supervisor'
      ? or(eq(exposureAlerts.scopeKey, 'all'), eq(exposureAlerts.supervisorId, actor.id))
      : undefined,
  );

/** The caller's read mark of each alert (none: unread). */
const readBy = (actor: CompanyUser) =>
  and(eq(exposureAlertReads.alertId, exposureAlerts.id), eq(exposureAlertReads.userId, actor.id));

/** How many visible alerts the caller has not read. */
async function unreadCount(db: Db, actor: CompanyUser) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exposureAlerts)
    .leftJoin(exposureAlertReads, readBy(actor))
    .where(and(visibleTo(actor), isNull(exposureAlertReads.alertId)));
  return row?.n ?? 0;
}

/** The inbox: the newest alerts the caller may see with its read marks, and its unread count. */
export async function alertInbox(db: Db, actor: CompanyUser) {
  const rows = await db
    .select({
      id: exposureAlerts.id,
      lotteryCategoryId: exposureAlerts.lotteryCategoryId,
      lotteryCategoryName: lotteryCategories.name,
      date: exposureAlerts.drawDate,
      gameCategory: exposureAlerts.gameCategory,
      number: exposureAlerts.number,
      scopeKey: exposureAlerts.scopeKey,
      total: exposureAlerts.total,
      cap: exposureAlerts.cap,
      createdAt: exposureAlerts.createdAt,
      readAt: exposureAlertReads.readAt,
    })
    .from(exposureAlerts)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, exposureAlerts.lotteryCategoryId))
    .leftJoin(exposureAlertReads, readBy(actor))
    .where(visibleTo(actor))
    .orderBy(desc(exposureAlerts.createdAt), desc(exposureAlerts.id))
    .limit(ALERT_INBOX_SIZE);
  const alerts = rows.map((r): InboxAlert => ({
    _id: r.id,
    lotteryCategoryId: r.lotteryCategoryId,
    lotteryCategoryName: r.lotteryCategoryName,
    date: r.date,
    gameCategory: r.gameCategory as GameCategory,
    number: r.number,
    scope: scopeOf(r.scopeKey),
    usedPercent: usedPercentOf(r.total, r.cap) ?? 100,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
  return { unread: await unreadCount(db, actor), alerts };
}

/** Marks one alert read for the caller (again: no change); one it may not see is 404. */
export async function readAlert(db: Db, actor: CompanyUser, alertId: string) {
  const [alert] = await db
    .select({ id: exposureAlerts.id })
    .from(exposureAlerts)
    .where(and(eq(exposureAlerts.id, alertId), visibleTo(actor)));
  if (!alert) throw notFound('alert.not_found');
  await db.insert(exposureAlertReads).values({ userId: actor.id, alertId }).onConflictDoNothing();
  return { unread: await unreadCount(db, actor) };
}

/** Marks every alert the caller may see read, in one statement. */
export async function readAllAlerts(db: Db, actor: CompanyUser) {
  await db.execute(sql`
    insert into exposure_alert_reads (user_id, alert_id)
    select ${actor.id}::uuid, ${exposureAlerts.id} from ${exposureAlerts}
    where ${visibleTo(actor)}
    on conflict do nothing`);
  return { unread: await unreadCount(db, actor) };
}
