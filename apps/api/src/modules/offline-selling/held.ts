import type { FastifyBaseLogger } from 'fastify';
import { and, between, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { coded, offlineVerificationCode, sumHtg } from '@tiraj/domain';
import type {
  DecideOfflineBody,
  OfflineHeldRow,
  OfflineHeldShown,
  OfflineHoldReason,
} from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import {
  companies,
  lotteryCategories,
  offlineGrants,
  offlineTickets,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { printedOf, recordOffline, resultPosted } from './record.ts';

/** Who decided a held ticket. */
const decider = alias(users, 'decider');

/**
 * Which rows a list shows: held ones; decided ones, whose decision has a time and a state other
 * than held (a ticket recorded at once has no decision time; one being decided is still held).
 */
const DECIDED = and(isNotNull(offlineTickets.decidedAt), ne(offlineTickets.state, 'held'));
const shownWhere = (show: OfflineHeldShown) =>
  show === 'held'
    ? eq(offlineTickets.state, 'held')
    : show === 'decided'
      ? DECIDED
      : or(eq(offlineTickets.state, 'held'), DECIDED);

/**
 * The company's held offline tickets (issue 32) of the draws between two dates: the supervisor's
 * list holds its own sellers' only. Decided ones stay listable with their decision (issue 38).
 */
export async function heldOfflineTickets(
  ctx: Context,
  actor: CompanyUser,
  fromDate: string,
  toDate: string,
  show: OfflineHeldShown = 'held',
): Promise<OfflineHeldRow[]> {
  const rows = await ctx.db
    .select({
      id: offlineTickets.id,
      sellerId: users.id,
      userName: users.userName,
      supervisorId: users.supervisorId,
      lotteryCategoryId: offlineTickets.lotteryCategoryId,
      lotteryCategoryName: lotteryCategories.name,
      drawDate: offlineTickets.drawDate,
      saleKey: offlineTickets.saleKey,
      seq: offlineTickets.seq,
      soldAt: offlineTickets.soldAt,
      receivedAt: offlineTickets.receivedAt,
      lines: offlineTickets.lines,
      sig: offlineTickets.sig,
      reason: offlineTickets.reason,
      state: offlineTickets.state,
      decidedBy: decider.userName,
      decidedAt: offlineTickets.decidedAt,
      decisionReason: offlineTickets.decisionReason,
    })
    .from(offlineTickets)
    .innerJoin(users, eq(users.id, offlineTickets.sellerId))
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, offlineTickets.lotteryCategoryId))
    .leftJoin(decider, eq(decider.id, offlineTickets.decidedBy))
    .where(
      and(
        eq(offlineTickets.companyId, actor.companyId),
        shownWhere(show),
        between(offlineTickets.drawDate, fromDate, toDate),
        actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
        // Issue 39: a branch-bound staff account, its branch's sellers' only.
        actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
      ),
    )
    .orderBy(offlineTickets.receivedAt, offlineTickets.seq);
  return rows.map((r) => ({
    _id: r.id,
    seller: { _id: r.sellerId, userName: r.userName },
    lotteryCategoryId: r.lotteryCategoryId,
    lotteryCategoryName: r.lotteryCategoryName,
    drawDate: r.drawDate,
    saleKey: r.saleKey,
    seq: r.seq,
    soldAt: r.soldAt,
    receivedAt: r.receivedAt.toISOString(),
    lines: r.lines,
    total: sumHtg(r.lines.map((l) => l.amount)),
    verificationCode: offlineVerificationCode(r.sig),
    reason: (r.reason ?? 'refused') as OfflineHoldReason,
    decision:
      r.decidedAt && (r.state === 'recorded' || r.state === 'refused')
        ? {
            state: r.state,
            by: r.decidedBy,
            at: r.decidedAt.toISOString(),
            reason: r.decisionReason,
          }
        : null,
  }));
}

/**
 * The company's decision on a held ticket, audited: accepted, it is recorded through the sale
 * path (for its draw, while the draw has no result); refused, it stays stored and is never paid.
 */
export async function decideOffline(
  ctx: Context,
  log: FastifyBaseLogger,
  actor: CompanyUser,
  id: string,
  { accept, reason }: DecideOfflineBody,
  now = new Date(),
) {
  const [held] = await ctx.db
    .select({
      ticket: offlineTickets,
      capPerNumber: offlineGrants.capPerNumber,
      rules: offlineGrants.rules,
      issuedAt: offlineGrants.issuedAt,
      seller: users,
      companyName: companies.name,
    })
    .from(offlineTickets)
    .innerJoin(offlineGrants, eq(offlineGrants.id, offlineTickets.grantId))
    .innerJoin(users, eq(users.id, offlineTickets.sellerId))
    .innerJoin(companies, eq(companies.id, offlineTickets.companyId))
    .where(
      and(
        eq(offlineTickets.id, id),
        eq(offlineTickets.companyId, actor.companyId),
        actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
      ),
    );
  if (!held) throw notFound('offline_ticket.not_found');
  const t = held.ticket;
  if (t.state !== 'held') throw conflict(coded('offline.decided'));
  // Claimed first: of two decisions at once (an accept and a refuse), one goes on and the other
  // is told it was decided; an accept that fails gives the claim back.
  const [claimed] = await ctx.db
    .update(offlineTickets)
    .set({ decidedBy: actor.id, decidedAt: now })
    .where(
      and(
        eq(offlineTickets.id, id),
        eq(offlineTickets.state, 'held'),
        isNull(offlineTickets.decidedAt),
      ),
    )
    .returning({ id: offlineTickets.id });
  if (!claimed) throw conflict(coded('offline.decided'));
  const decideClaimed = async () => {
    let ticketId: string | null = null;
    let sold = undefined;
    if (accept) {
      if (await resultPosted(ctx.db, t.lotteryCategoryId, t.drawDate))
        throw refused(coded('offline.result_posted'));
      const seller: CompanyUser = {
        id: held.seller.id,
        role: 'seller',
        userName: held.seller.userName,
        companyId: actor.companyId,
        companyName: held.companyName,
        supervisorId: held.seller.supervisorId,
        language: null,
        sessionId: '',
      };
      const grant = {
        lotteryCategoryId: t.lotteryCategoryId,
        drawDate: t.drawDate,
        capPerNumber: held.capPerNumber,
        rules: held.rules,
      };
      const printed = printedOf(held, t, now);
      const recorded = await recordOffline(
        ctx,
        log,
        seller,
        grant,
        t.saleKey,
        t.lines,
        now,
        printed,
      );
      if (!('sold' in recorded)) throw refused(coded('offline.not_recordable'));
      sold = recorded.sold.ticket;
      ticketId = sold._id;
    }
    const state = accept ? ('recorded' as const) : ('refused' as const);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(offlineTickets)
        .set({ state, ticketId, decidedBy: actor.id, decidedAt: now, decisionReason: reason })
        .where(and(eq(offlineTickets.id, id), inArray(offlineTickets.state, ['held'])));
      await audit(tx, actor, 'update', 'offline-ticket', id, {
        accept,
        reason,
        heldFor: t.reason,
        saleKey: t.saleKey,
        ticketId,
      });
    });
    return { state, ...(sold ? { ticket: sold } : {}) };
  };
  try {
    return await decideClaimed();
  } catch (error) {
    await ctx.db
      .update(offlineTickets)
      .set({ decidedBy: null, decidedAt: null })
      .where(and(eq(offlineTickets.id, id), eq(offlineTickets.state, 'held')));
    throw error;
  }
}
