import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  chainStep,
  coded,
  fromCentimes,
  offlineCloseOf,
  offlineCloseStanding,
  offlineRefusals,
  offlineSignatureValid,
  toCentimes,
  type OfflineLine,
} from '@tiraj/domain';
import type {
  OfflineHoldReason,
  OfflineTicketBody,
  SyncOfflineAnswer,
  SyncOfflineBody,
} from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { offlineGrants, offlineTickets } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { CLOCK_SLACK_MS, drawClosesNow, printedOf, recordOffline, resultPosted } from './record.ts';

type Answer = SyncOfflineAnswer['data'][number];
type Grant = typeof offlineGrants.$inferSelect;
const OUT_OF_CHAIN: OfflineHoldReason[] = ['signature', 'chain_gap', 'chain_order', 'key_reused'];

/** One sync of a grant at a time in this process: the chain is checked and advanced in order. */
const running = new Map<string, Promise<unknown>>();
function oneAtATime<T>(grantId: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(grantId) ?? Promise.resolve();
  const next = before.then(work, work);
  running.set(grantId, next);
  void next.finally(() => running.get(grantId) === next && running.delete(grantId)).catch(() => {});
  return next;
}

/**
 * Takes a device's offline tickets of one grant, in order (issue 32, README "Selling offline").
 * Each is answered recorded or held with its reason; a ticket sent before answers as it was.
 */
export function syncOffline(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  body: SyncOfflineBody,
  now = new Date(),
): Promise<Answer[]> {
  return oneAtATime(body.grantId, async () => {
    const [grant] = await ctx.db
      .select()
      .from(offlineGrants)
      .where(
        and(
          eq(offlineGrants.id, body.grantId),
          eq(offlineGrants.sellerId, seller.id),
          eq(offlineGrants.companyId, seller.companyId),
        ),
      );
    if (!grant) throw notFound('offline_grant.not_found');
    const chain = await ctx.db
      .select({ lines: offlineTickets.lines, reason: offlineTickets.reason })
      .from(offlineTickets)
      .where(eq(offlineTickets.grantId, grant.id));
    const sold: OfflineLine[] = chain
      .filter((t) => !OUT_OF_CHAIN.includes(t.reason as OfflineHoldReason))
      .flatMap((t) => t.lines);
    // The draw's close as it is now, not only as the grant froze it (issue 36). One copy for the
    // whole sync: syncOne advances its chain ticket by ticket.
    const judged: Grant = {
      ...grant,
      closesAt: offlineCloseOf(
        grant.closesAt,
        await drawClosesNow(ctx, grant.lotteryCategoryId, grant.drawDate),
      ),
    };
    const answers: Answer[] = [];
    for (const ticket of body.tickets)
      answers.push(await syncOne(ctx, log, seller, judged, sold, ticket, now));
    return answers;
  });
}

async function syncOne(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  grant: Grant,
  sold: OfflineLine[],
  ticket: OfflineTicketBody,
  now: Date,
): Promise<Answer> {
  const [earlier] = await ctx.db
    .select()
    .from(offlineTickets)
    .where(and(eq(offlineTickets.sellerId, seller.id), eq(offlineTickets.saleKey, ticket.saleKey)));
  if (earlier) {
    if (earlier.sig !== ticket.sig)
      return { saleKey: ticket.saleKey, state: 'held', reason: 'key_reused' };
    if (earlier.state === 'recorded') {
      // Answered again by the sale's key: nothing is recorded twice.
      const again = await recordOffline(
        ctx,
        log,
        seller,
        grant,
        ticket.saleKey,
        earlier.lines,
        now,
        printedOf(grant, earlier, now),
      );
      if ('sold' in again)
        return { saleKey: ticket.saleKey, state: 'recorded', ticket: again.sold.ticket };
    }
    return {
      saleKey: ticket.saleKey,
      state: 'held',
      reason: (earlier.reason ?? 'refused') as OfflineHoldReason,
    };
  }

  const reason = await holdReason(ctx, grant, sold, ticket, now);
  const inChain = reason === null || !OUT_OF_CHAIN.includes(reason);
  let state: 'recorded' | 'held' = 'held';
  let held = reason;
  let recorded: Awaited<ReturnType<typeof recordOffline>> | null = null;
  if (reason === null) {
    recorded = await recordOffline(
      ctx,
      log,
      seller,
      grant,
      ticket.saleKey,
      ticket.lines,
      now,
      printedOf(grant, ticket, now),
    );
    if ('sold' in recorded) state = 'recorded';
    else held = recorded.refused;
  }
  const recordedSale = recorded && 'sold' in recorded ? recorded.sold : null;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(offlineTickets).values({
      companyId: seller.companyId,
      grantId: grant.id,
      sellerId: seller.id,
      lotteryCategoryId: grant.lotteryCategoryId,
      drawDate: grant.drawDate,
      saleKey: ticket.saleKey,
      seq: ticket.seq,
      soldAt: ticket.soldAt,
      lines: ticket.lines,
      prev: ticket.prev,
      sig: ticket.sig,
      receivedAt: now,
      state,
      reason: state === 'held' ? held : null,
      overLimit: recordedSale?.overLimit ?? false,
      ticketId: recordedSale?.ticket._id ?? null,
    });
    const total = ticket.lines.reduce((s, l) => s + toCentimes(l.amount), 0);
    if (inChain) {
      // The chain moves on from where this sync read it, or not at all: a sync of the same grant
      // on another instance that got there first is told, and the device sends again.
      const [moved] = await tx
        .update(offlineGrants)
        .set({
          lastSeq: ticket.seq,
          lastSig: ticket.sig,
          used: sql`${offlineGrants.used} + ${total}`,
        })
        .where(and(eq(offlineGrants.id, grant.id), eq(offlineGrants.lastSeq, grant.lastSeq)))
        .returning({ used: offlineGrants.used });
      if (!moved) throw conflict(coded('offline.sync_busy'));
      Object.assign(grant, { lastSeq: ticket.seq, lastSig: ticket.sig, used: moved.used });
    } else if (reason !== 'signature') {
      await tx.update(offlineGrants).set({ broken: true }).where(eq(offlineGrants.id, grant.id));
      grant.broken = true;
    }
  });
  if (inChain) sold.push(...ticket.lines);
  return state === 'recorded'
    ? { saleKey: ticket.saleKey, state, ticket: recordedSale!.ticket }
    : { saleKey: ticket.saleKey, state, reason: held! };
}

/** Why the ticket is held, or null to record it: signature, chain, clock, grant, rules, close. */
async function holdReason(
  ctx: Context,
  grant: Grant,
  sold: OfflineLine[],
  ticket: OfflineTicketBody,
  now: Date,
): Promise<OfflineHoldReason | null> {
  if (!(await offlineSignatureValid(grant.key, grant.id, ticket))) return 'signature';
  const step = chainStep({ seq: grant.lastSeq, sig: grant.lastSig }, ticket);
  if (step === 'gap') return 'chain_gap';
  if (step === 'order') return 'chain_order';
  // After a gap or a reorder the rest of the grant's chain cannot be trusted.
  if (grant.broken) return 'chain_order';
  const soldAt = new Date(ticket.soldAt);
  if (Number.isNaN(soldAt.getTime())) return 'clock';
  if (soldAt.getTime() < grant.issuedAt.getTime() - CLOCK_SLACK_MS) return 'clock';
  if (soldAt.getTime() > now.getTime() + CLOCK_SLACK_MS) return 'clock';
  if (grant.endedAt && now > grant.endedAt) return 'grant_ended';
  const refusals = offlineRefusals(
    {
      budget: fromCentimes(grant.budget),
      capPerNumber: fromCentimes(grant.capPerNumber),
      blocked: grant.rules.blocked,
      percentageLimits: grant.rules.percentageLimits,
      stopsAt: grant.stopsAt.toISOString(),
      expiresAt: grant.expiresAt.toISOString(),
    },
    sold,
    ticket.lines,
    soldAt,
  );
  if (refusals.length) return refusals[0]!.reason;
  // Reached the server before the close, or within the grace when its device time is before the
  // close (the chain shows no gap, checked above) and no result is posted yet. `grant.closesAt`
  // is here the earlier of the grant's close and the draw's current one.
  const standing = offlineCloseStanding(grant.closesAt, grant.graceMinutes, soldAt, now);
  if (standing === 'after_close') return 'after_close';
  if (standing === 'grace' && (await resultPosted(ctx.db, grant.lotteryCategoryId, grant.drawDate)))
    return 'after_close';
  return null;
}
