import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALL_SCOPE_KEY,
  bindingScope,
  centimesOf,
  fromCentimes,
  limitScopeKey,
  normaliseNumber,
  sellerScopeKeys,
  numberMismatch,
  type GameCategory,
} from '@tiraj/domain';
import type { LimitInfo, NumberInfoAnswer } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, limits, ticketLines, tickets, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { capOf, currentTotals, keyOf } from '../../ticketing/limit-totals.ts';
import { countedLines, type DetailSearch } from './service.ts';

type Scope = NonNullable<LimitInfo>['scope'];

/**
 * The limit records that bind the search: the chosen seller's (All, its
 * supervisor's, its own, as at a sale); with no seller, those that bind every
 * seller the caller sees (All, and a supervisor's own).
 */
function scopeKeysFor(actor: CompanyUser, s: DetailSearch): string[] {
  if (s.seller) return sellerScopeKeys(s.seller.id, s.seller.supervisorId);
  return actor.role === 'supervisor'
    ? [ALL_SCOPE_KEY, limitScopeKey('supervisor', actor.id)]
    : [ALL_SCOPE_KEY];
}

/**
 * The limit that binds the number now: each applicable scope's cap against its
 * running total (limit_totals, what the sale path raises and checks), chosen by
 * the sale path's own rule (`bindingScope`). null when no scope sets a limit.
 */
async function bindingLimit(
  db: Db,
  actor: CompanyUser,
  s: DetailSearch & { category: { id: string } },
  game: GameCategory,
  number: string,
): Promise<{ info: LimitInfo; left: number } | null> {
  const keys = scopeKeysFor(actor, s);
  const records = await db
    .select({ scopeKey: limits.scopeKey, limits: limits.limits })
    .from(limits)
    .where(
      and(
        eq(limits.companyId, actor.companyId),
        eq(limits.lotteryCategoryId, s.category.id),
        inArray(limits.scopeKey, keys),
      ),
    );
  const draw = { companyId: actor.companyId, lotteryCategoryId: s.category.id, drawDate: s.date };
  const scopes = keys.map((scopeKey) => ({
    gameCategory: game,
    number,
    scopeKey,
    cap: capOf(records, scopeKey, game),
  }));
  const totals = await currentTotals(
    db,
    draw,
    scopes.filter((d) => d.cap !== null).map((d) => ({ ...d, amount: 0 })),
  );
  const binding = bindingScope(scopes.map((d) => ({ ...d, total: totals.get(keyOf(d)) ?? 0 })));
  if (!binding) return null;
  const [scope, ownerId] = binding.scopeKey.split(':') as [Scope, string?];
  const [owner] = ownerId
    ? await db
        .select({ _id: users.id, userName: users.userName })
        .from(users)
        .where(eq(users.id, ownerId))
    : [];
  return {
    info: {
      gameCategory: game,
      limitsButs: fromCentimes(binding.cap!),
      scope,
      owner: owner ?? null,
      sold: fromCentimes(binding.total),
    },
    left: binding.left,
  };
}

/**
 * Who bet on one number of one draw (one entry per seller: tickets, sum),
 * Pari (the sum over those sellers), the limit that binds and what it can still take.
 */
export async function numberInfo(
  db: Db,
  actor: CompanyUser,
  s: DetailSearch & { category: { id: string } },
  game: GameCategory,
  typed: string,
): Promise<Omit<NumberInfoAnswer, 'success'>> {
  const number = normaliseNumber(game, typed);
  if (!number) throw badRequest(numberMismatch(game), 'gameNumber');
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
    pari += centimesOf(r.sum);
    return {
      _id: r.id,
      name: r.name,
      company: r.company,
      ticketCount: Number(r.tickets),
      sum: fromCentimes(centimesOf(r.sum)),
    };
  });
  const binding = await bindingLimit(db, actor, s, game, number);
  return {
    data,
    limitInfo: binding?.info ?? null,
    pari: fromCentimes(pari),
    // What the binding scope can still take, not limit − Pari: its total counts sellers not shown.
    available: binding ? fromCentimes(binding.left) : null,
  };
}
