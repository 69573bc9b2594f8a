import { sql } from 'drizzle-orm';
import { ticketExposure, toCentimes, type GameCategory, type Multipliers } from '@tiraj/domain';
import { rowsOf, type Db } from '../db/client.ts';

export interface Draw {
  companyId: string;
  lotteryCategoryId: string;
  drawDate: string;
}

export interface TotalDelta {
  gameCategory: string;
  number: string;
  scopeKey: string;
  /** centimes that count against the limit (bonus lines left out); 0 for a number only a bonus line plays */
  amount: number;
  /** centimes the ticket pays if the number comes out (the risk board's running payout) */
  payout: number;
  /** the limit in centimes, or null for none */
  cap: number | null;
}

type Keyed = { gameCategory: string; number: string; scopeKey: string };
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Code-point order of (game, number, scope), the same as SQL's `collate "C"`: the lock order. */
const byKey = (a: Keyed, b: Keyed) =>
  cmp(a.gameCategory, b.gameCategory) || cmp(a.number, b.number) || cmp(a.scopeKey, b.scopeKey);

const key = (d: Keyed) => `${d.gameCategory}|${d.number}|${d.scopeKey}`;

/**
 * The deltas in the one order every sale raises them in: concurrent sales lock shared rows in the
 * same order, so they never deadlock. The raise itself is the sale's `tiraj_sell` call
 * (db/functions/sell.sql): ONE atomic conditional upsert (ARCHITECTURE.md §6b); a row whose new total would pass its
 * cap is not updated, even against a concurrent sale (the row lock serialises them and the WHERE is
 * checked on the latest total), and a bonus-only number (amount 0) is never refused. Callers check
 * `amount <= cap` first: the WHERE does not apply to a first insert.
 */
export const inLockOrder = <D extends Keyed>(deltas: readonly D[]): D[] => [...deltas].sort(byKey);

/** Current totals (centimes) for some keys of a draw, to tell a refused seller what is left. */
export async function currentTotals(
  tx: Db,
  draw: Draw,
  keys: readonly Keyed[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const wanted = keys.map((d) => sql`(${d.gameCategory}, ${d.number}, ${d.scopeKey})`);
  const result = await tx.execute(sql`
    select game_category as "gameCategory", number, scope_key as "scopeKey", total
    from limit_totals
    where company_id = ${draw.companyId} and lottery_category_id = ${draw.lotteryCategoryId} and draw_date = ${draw.drawDate}
      and (game_category, number, scope_key) in (${sql.join(wanted, sql`, `)})
  `);
  return new Map(
    rowsOf<{ gameCategory: string; number: string; scopeKey: string; total: string | number }>(
      result,
    ).map((r) => [key(r), Number(r.total)]),
  );
}

/** Gives a deleted ticket's amounts, payouts and ticket count back, in the deletion's transaction. */
export async function releaseTotals(tx: Db, draw: Draw, deltas: Omit<TotalDelta, 'cap'>[]) {
  if (deltas.length === 0) return;
  const values = deltas.map(
    (d) =>
      sql`(${d.gameCategory}, ${d.number}, ${d.scopeKey}, ${d.amount}::bigint, ${d.payout}::bigint)`,
  );
  // Lock the rows in the sales' order first, so a release and a sale never deadlock.
  await tx.execute(sql`
    select 1 from limit_totals
    where company_id = ${draw.companyId} and lottery_category_id = ${draw.lotteryCategoryId} and draw_date = ${draw.drawDate}
      and (game_category, number, scope_key) in (${sql.join(
        deltas.map((d) => sql`(${d.gameCategory}, ${d.number}, ${d.scopeKey})`),
        sql`, `,
      )})
    order by game_category collate "C", number collate "C", scope_key collate "C"
    for update
  `);
  await tx.execute(sql`
    update limit_totals as t set total = greatest(t.total - v.amount, 0),
      payout = greatest(t.payout - v.payout, 0), tickets = greatest(t.tickets - 1, 0)
    from (values ${sql.join(values, sql`, `)}) as v(game_category, number, scope_key, amount, payout)
    where t.company_id = ${draw.companyId} and t.lottery_category_id = ${draw.lotteryCategoryId} and t.draw_date = ${draw.drawDate}
      and t.game_category = v.game_category and t.number = v.number and t.scope_key = v.scope_key
  `);
}

export const keyOf = key;

/**
 * One delta per number of a ticket and per limit scope of its seller: what a
 * sale raises and its deletion releases. `capFor` gives each scope's limit for
 * a game (null: none; a deletion needs none).
 */
export function ticketDeltas(
  lines: readonly { gameCategory: string; number: string; amount: number; bonus: boolean }[],
  multipliers: Multipliers,
  scopeKeys: readonly string[],
  capFor: (scopeKey: string, game: string) => number | null = () => null,
): TotalDelta[] {
  const exposures = ticketExposure(
    lines.map((l) => ({ ...l, gameCategory: l.gameCategory as GameCategory })),
    multipliers,
  );
  return exposures.flatMap((e) =>
    scopeKeys.map((scopeKey) => ({
      gameCategory: e.gameCategory,
      number: e.number,
      scopeKey,
      amount: e.amount,
      payout: e.payout,
      cap: capFor(scopeKey, e.gameCategory),
    })),
  );
}

/** A scope's limit for one game, in centimes, from the company's limit records; null: none set. */
export function capOf(
  records: {
    scopeKey: string;
    limits: { gameCategory: string; limitsButs: number | string | null }[];
  }[],
  scopeKey: string,
  game: string,
): number | null {
  const value = records
    .find((r) => r.scopeKey === scopeKey)
    ?.limits.find((l) => l.gameCategory === game)?.limitsButs;
  return value === null || value === undefined ? null : toCentimes(Number(value));
}
