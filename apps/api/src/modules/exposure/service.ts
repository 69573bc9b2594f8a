import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ALL_SCOPE_KEY,
  bindingScope,
  centimesOf,
  EXPOSURE_CONDITION,
  fromCentimes,
  GAME_CATEGORIES,
  limitScopeKey,
  usedPercentOf,
  type GameCategory,
} from '@tiraj/domain';
import type { ExposureAnswer, ExposureRow } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { limits, limitTotals, ticketLines, tickets, users } from '../../db/schema/index.ts';
import type { ResolvedCategory } from '../../lottery-category.ts';
import { capOf } from '../../ticketing/limit-totals.ts';
import { ticketsOf } from '../../ticketing/visibility.ts';

/** The multiplier a line is paid at if its number comes out: the domain's EXPOSURE_CONDITION, in SQL. */
const exposureMultiplier = sql.join(
  [
    sql`(${tickets.multipliers}->>(case ${ticketLines.gameCategory}`,
    ...GAME_CATEGORIES.map(
      (game) => sql` when ${game} then ${sql.raw(String(EXPOSURE_CONDITION[game]))}`,
    ),
    sql` end))::numeric`,
  ],
  sql``,
);

type Scope = NonNullable<ExposureRow['limitScope']>['scope'];

/** Which limit scopes the caller may see: a supervisor, All, its own group and its own sellers. */
async function visibleScopes(db: Db, actor: CompanyUser) {
  if (actor.role !== 'supervisor') return { base: [ALL_SCOPE_KEY], visible: () => true };
  const mine = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, actor.companyId), eq(users.supervisorId, actor.id)));
  const own = limitScopeKey('supervisor', actor.id);
  const sellers = new Set(mine.map((s) => limitScopeKey('seller', s.id)));
  return {
    base: [ALL_SCOPE_KEY, own],
    visible: (key: string) => key === ALL_SCOPE_KEY || key === own || sellers.has(key),
  };
}

/**
 * The risk board of one draw (ARCHITECTURE.md §8): per number played, what was
 * staked, on how many tickets, what the bank pays if it comes out at each
 * ticket's own multipliers (rounded per line, as the settlement does; bonus
 * lines pay, they do not count as sales) and the limit that binds it, chosen as
 * a sale chooses (`bindingScope`) among the scopes that apply: All, the caller's
 * own group for a supervisor, and every group or seller that sold the number.
 */
export async function exposure(
  db: Db,
  actor: CompanyUser,
  category: ResolvedCategory,
  date: string,
): Promise<ExposureAnswer['data']> {
  const played = await db
    .select({
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      amount: sql<string>`sum(case when ${ticketLines.bonus} then 0 else ${ticketLines.amount} end)`,
      tickets: sql<number>`count(distinct ${ticketLines.ticketId})::int`,
      payout: sql<string>`sum(round(${ticketLines.amount} * ${exposureMultiplier}))`,
    })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
    .where(
      and(
        eq(ticketLines.companyId, actor.companyId),
        eq(ticketLines.lotteryCategoryId, category.id),
        eq(ticketLines.drawDate, date),
        isNull(tickets.deletedAt),
        ticketsOf(actor),
      ),
    )
    .groupBy(ticketLines.gameCategory, ticketLines.number);

  const scopes = await visibleScopes(db, actor);
  const records = (
    await db
      .select({ scopeKey: limits.scopeKey, limits: limits.limits })
      .from(limits)
      .where(and(eq(limits.companyId, actor.companyId), eq(limits.lotteryCategoryId, category.id)))
  ).filter((r) => scopes.visible(r.scopeKey));
  const totalRows = records.length
    ? await db
        .select({
          gameCategory: limitTotals.gameCategory,
          number: limitTotals.number,
          scopeKey: limitTotals.scopeKey,
          total: limitTotals.total,
        })
        .from(limitTotals)
        .where(
          and(
            eq(limitTotals.companyId, actor.companyId),
            eq(limitTotals.lotteryCategoryId, category.id),
            eq(limitTotals.drawDate, date),
            inArray(
              limitTotals.scopeKey,
              records.map((r) => r.scopeKey),
            ),
          ),
        )
    : [];
  const totalsOf = new Map<string, { scopeKey: string; total: number }[]>();
  for (const t of totalRows) {
    const key = `${t.gameCategory}|${t.number}`;
    totalsOf.set(key, [...(totalsOf.get(key) ?? []), { scopeKey: t.scopeKey, total: t.total }]);
  }

  const rows = played.map((p) => {
    const sold = totalsOf.get(`${p.gameCategory}|${p.number}`) ?? [];
    const keys = [...new Set([...scopes.base, ...sold.map((s) => s.scopeKey)])];
    const binding = bindingScope(
      keys.map((scopeKey) => ({
        scopeKey,
        cap: capOf(records, scopeKey, p.gameCategory),
        total: sold.find((s) => s.scopeKey === scopeKey)?.total ?? 0,
      })),
    );
    return { p, binding, payout: centimesOf(p.payout) };
  });

  const owners = [...new Set(rows.flatMap((r) => r.binding?.scopeKey.split(':')[1] ?? []))];
  const names = new Map(
    owners.length
      ? (
          await db
            .select({ id: users.id, userName: users.userName })
            .from(users)
            .where(and(eq(users.companyId, actor.companyId), inArray(users.id, owners)))
        ).map((u) => [u.id, u.userName])
      : [],
  );

  rows.sort(
    (a, b) =>
      b.payout - a.payout ||
      GAME_CATEGORIES.indexOf(a.p.gameCategory as GameCategory) -
        GAME_CATEGORIES.indexOf(b.p.gameCategory as GameCategory) ||
      a.p.number.localeCompare(b.p.number),
  );
  let amount = 0;
  let worst = 0;
  const data = rows.map(({ p, binding, payout }): ExposureRow => {
    const staked = centimesOf(p.amount);
    amount += staked;
    worst = Math.max(worst, payout);
    const [scope, ownerId] = (binding?.scopeKey.split(':') ?? []) as [Scope?, string?];
    return {
      gameCategory: p.gameCategory as GameCategory,
      number: p.number,
      amount: fromCentimes(staked),
      tickets: Number(p.tickets),
      payout: fromCentimes(payout),
      limit: binding ? fromCentimes(binding.cap!) : null,
      available: binding ? fromCentimes(binding.left) : null,
      usedPercent: binding ? usedPercentOf(binding.total, binding.cap) : null,
      limitScope:
        binding && scope
          ? {
              scope,
              owner: ownerId ? { _id: ownerId, userName: names.get(ownerId) ?? '' } : null,
            }
          : null,
    };
  });
  return {
    lotteryCategoryId: category.id,
    lotteryCategoryName: category.name,
    date,
    rows: data,
    totals: { amount: fromCentimes(amount), worstPayout: fromCentimes(worst) },
  };
}
