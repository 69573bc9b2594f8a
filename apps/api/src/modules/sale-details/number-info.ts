import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { normaliseNumber, numberMismatchMessage, type GameCategory } from '@tiraj/domain';
import type { LimitInfo, NumberInfoAnswer } from '@tiraj/domain/contracts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, limits, ticketLines, tickets, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { scopeKeysOf } from '../sales/limit-totals.ts';
import { centimes, toHtg } from './scope.ts';
import { countedLines, type DetailSearch } from './service.ts';

type Scope = NonNullable<LimitInfo>['scope'];

/**
 * The limit records that bind the search: the chosen seller's (All, its
 * supervisor's, its own, as at a sale); with no seller, those that bind every
 * seller the caller sees (All, and a supervisor's own).
 */
function scopeKeysFor(actor: SessionUser, s: DetailSearch): string[] {
  if (s.seller) return scopeKeysOf(s.seller.id, s.seller.supervisorId);
  return actor.role === 'supervisor' ? ['all', `supervisor:${actor.id}`] : ['all'];
}

/** The tightest limit of one game among the records that apply; null when none sets one. */
async function tightestLimit(
  db: Db,
  actor: SessionUser,
  s: DetailSearch & { category: { id: string } },
  game: GameCategory,
): Promise<LimitInfo> {
  const keys = scopeKeysFor(actor, s);
  const records = await db
    .select({ scopeKey: limits.scopeKey, limits: limits.limits })
    .from(limits)
    .where(
      and(
        eq(limits.companyId, actor.companyId!),
        eq(limits.lotteryCategoryId, s.category.id),
        inArray(limits.scopeKey, keys),
      ),
    );
  let best: LimitInfo = null;
  for (const key of keys) {
    const value = records
      .find((r) => r.scopeKey === key)
      ?.limits.find((l) => l.gameCategory === game)?.limitsButs;
    if (value === null || value === undefined) continue;
    const limitsButs = Number(value);
    if (!best || limitsButs < best.limitsButs)
      best = { gameCategory: game, limitsButs, scope: key.split(':')[0] as Scope };
  }
  return best;
}

/**
 * Who bet on one number of one draw (one entry per seller: tickets, sum), the
 * tightest limit that applies, Pari (the sum over those sellers) and what is
 * left under the limit (limit − Pari, as SPEC.md §2 defines it).
 */
export async function numberInfo(
  db: Db,
  actor: SessionUser,
  s: DetailSearch & { category: { id: string } },
  game: GameCategory,
  typed: string,
): Promise<Omit<NumberInfoAnswer, 'success'>> {
  const number = normaliseNumber(game, typed);
  if (!number) throw badRequest(numberMismatchMessage(game), 'gameNumber');
  const rows = await db
    .select({
      id: ticketLines.sellerId,
      name: users.userName,
      company: companies.name,
      tickets: sql<number>`count(distinct ${ticketLines.ticketId})::int`,
      sum: sql<string>`sum(${ticketLines.amount})`,
    })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
    .innerJoin(users, eq(users.id, ticketLines.sellerId))
    .innerJoin(companies, eq(companies.id, ticketLines.companyId))
    .where(
      and(
        countedLines(actor, s),
        eq(ticketLines.gameCategory, game),
        eq(ticketLines.number, number),
      ),
    )
    .groupBy(ticketLines.sellerId, users.userName, companies.name)
    .orderBy(asc(sql`lower(${users.userName})`));
  let pari = 0;
  const data = rows.map((r) => {
    pari += centimes(r.sum);
    return {
      _id: r.id,
      name: r.name,
      company: r.company,
      ticketCount: Number(r.tickets),
      sum: toHtg(centimes(r.sum)),
    };
  });
  const limitInfo = await tightestLimit(db, actor, s, game);
  return {
    data,
    limitInfo,
    pari: toHtg(pari),
    // Limits are whole HTG: in centimes the difference is exact.
    available: limitInfo ? toHtg(Math.round(limitInfo.limitsButs * 100) - pari) : null,
  };
}
