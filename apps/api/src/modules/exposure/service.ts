import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ALL_SCOPE_KEY,
  bindingScope,
  fromCentimes,
  GAME_CATEGORIES,
  limitScopeKey,
  usedPercentOf,
  type GameCategory,
} from '@tiraj/domain';
import type { ExposureAnswer, ExposureRow } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { limits, users } from '../../db/schema/index.ts';
import type { ResolvedCategory } from '../../lottery-category.ts';
import { capOf } from '../../ticketing/limit-totals.ts';

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
 * The risk board of one draw (ARCHITECTURE.md §8), read from the running totals
 * a sale raises and a deletion releases (limit_totals, one row per number and
 * limit scope): per number played, what was staked, on how many tickets, what
 * the bank pays if it comes out at each ticket's own multipliers (rounded per
 * line, as the settlement does; bonus lines pay, they do not count as sales),
 * and the limit that binds it, chosen as a sale chooses (`bindingScope`) among
 * the scopes that apply: All, the caller's own group for a supervisor, and
 * every group or seller that sold the number. The company reads its All rows;
 * a supervisor its group's, the sales its sellers made while in its group.
 */
export async function exposure(
  db: Db,
  actor: CompanyUser,
  category: ResolvedCategory,
  date: string,
): Promise<ExposureAnswer['data']> {
  const reader =
    actor.role === 'supervisor' ? limitScopeKey('supervisor', actor.id) : ALL_SCOPE_KEY;
  const scopes = await visibleScopes(db, actor);
  const records = (
    await db
      .select({ scopeKey: limits.scopeKey, limits: limits.limits })
      .from(limits)
      .where(and(eq(limits.companyId, actor.companyId), eq(limits.lotteryCategoryId, category.id)))
  ).filter((r) => scopes.visible(r.scopeKey));
  const wanted = [...new Set([reader, ...records.map((r) => r.scopeKey)])];
  // Raw rows, not the ORM's mapping: a big draw has tens of thousands of them. Centimes as
  // float8 are exact (integers far below 2^53) and arrive as numbers on both drivers.
  const totalRows = rowsOf<{
    gameCategory: string;
    number: string;
    scopeKey: string;
    total: number;
    payout: number;
    tickets: number;
  }>(
    await db.execute(sql`
      select game_category as "gameCategory", number, scope_key as "scopeKey",
        total::float8 as total, payout::float8 as payout, tickets
      from limit_totals
      where company_id = ${actor.companyId} and lottery_category_id = ${category.id}
        and draw_date = ${date} and scope_key in (${sql.join(
          wanted.map((k) => sql`${k}`),
          sql`, `,
        )})`),
  );
  const limited = new Set(records.map((r) => r.scopeKey));
  const totalsOf = new Map<string, { scopeKey: string; total: number }[]>();
  const played: typeof totalRows = [];
  for (const t of totalRows) {
    if (t.scopeKey === reader && t.tickets > 0) played.push(t);
    if (!limited.has(t.scopeKey)) continue;
    const key = `${t.gameCategory}|${t.number}`;
    const seen = totalsOf.get(key);
    if (seen) seen.push({ scopeKey: t.scopeKey, total: t.total });
    else totalsOf.set(key, [{ scopeKey: t.scopeKey, total: t.total }]);
  }

  const rows = played.map((p) => {
    const sold = totalsOf.get(`${p.gameCategory}|${p.number}`);
    if (!sold && !records.length) return { p, binding: null, payout: p.payout };
    const keys = [...new Set([...scopes.base, ...(sold ?? []).map((s) => s.scopeKey)])];
    const binding = bindingScope(
      keys.map((scopeKey) => ({
        scopeKey,
        cap: capOf(records, scopeKey, p.gameCategory),
        total: sold?.find((s) => s.scopeKey === scopeKey)?.total ?? 0,
      })),
    );
    return { p, binding, payout: p.payout };
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

  const gameOrder = new Map<string, number>(GAME_CATEGORIES.map((g, i) => [g, i]));
  rows.sort(
    (a, b) =>
      b.payout - a.payout ||
      gameOrder.get(a.p.gameCategory)! - gameOrder.get(b.p.gameCategory)! ||
      (a.p.number < b.p.number ? -1 : a.p.number > b.p.number ? 1 : 0),
  );
  let amount = 0;
  let worst = 0;
  const data = rows.map(({ p, binding, payout }): ExposureRow => {
    const staked = p.total;
    amount += staked;
    worst = Math.max(worst, payout);
    const [scope, ownerId] = (binding?.scopeKey.split(':') ?? []) as [Scope?, string?];
    return {
      gameCategory: p.gameCategory as GameCategory,
      number: p.number,
      amount: fromCentimes(staked),
      tickets: p.tickets,
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
