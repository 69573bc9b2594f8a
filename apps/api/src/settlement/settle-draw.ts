import { sql } from 'drizzle-orm';
import {
  CURRENT_RESULT_LAYOUT,
  GAME_CATEGORIES,
  payoutPositionsOf,
  RESULT_LAYOUTS,
  winningNumberAt,
  type ResultLayout,
  type WinningEntry,
} from '@tiraj/domain';
import { rowsOf, type Db } from '../db/client.ts';

/**
 * Settles every ticket of one draw (category and date, every company) against
 * its 16 winning entries, in the caller's transaction, set-based in SQL
 * (ARCHITECTURE.md §6b): each line gets its payout and winFlag from the
 * multipliers printed on its ticket and the result layout it was sold under (an
 * old L5C 3 is read back from the typed entries), each ticket its paidAmount. Re-running it
 * after a correction resets lines that no longer win; no entries resets them all.
 * `payoutOf` in packages/domain is the same rule in TypeScript; apps/api/test/settlement/payout-rule.test.ts
 * holds the two to the same answers on every case of the domain's `payoutCases`.
 *
 * Only lines that can change are read: those whose number is one of the draw's
 * winning numbers (index on lottery, date, number) and those that won before
 * (partial index on win_flag) — a few percent of a draw's lines. A ticket's
 * paidAmount moves by the change of its lines' payouts, computed from the same
 * snapshot, so the invariant paidAmount = Σ payouts holds in one statement.
 * Returns how many tickets the draw has.
 */
export async function settleDraw(
  tx: Db,
  lotteryCategoryId: string,
  drawDate: string,
  entries: readonly WinningEntry[],
) {
  const m = (i: number) => sql.raw(`(l.multipliers->>${i})::numeric`);
  // The payout rule's table, as SQL: per result layout the ticket was sold under, per game, the
  // sum of each position's multiplier where the line's number is that position's winning number
  // (the values are parameters, read here).
  const positionsOf = (layout: ResultLayout) =>
    GAME_CATEGORIES.map((game) => ({
      game,
      pays: payoutPositionsOf(game, layout).map((p) => ({
        wins: winningNumberAt(p, entries),
        multiplier: p.multiplier,
      })),
    }));
  const multiplierOf = (layout: ResultLayout) =>
    sql`case l.game_category ${sql.join(
      positionsOf(layout).map(
        ({ game, pays }) =>
          sql`when ${game} then ${sql.join(
            pays.map(
              (p) => sql`(case when l.number = ${p.wins} then ${m(p.multiplier)} else 0 end)`,
            ),
            sql` + `,
          )}`,
      ),
      sql` `,
    )} else 0 end`;
  const older = RESULT_LAYOUTS.filter((layout) => layout !== CURRENT_RESULT_LAYOUT);
  // Today's layout is the else: a column default, so every ticket has one of RESULT_LAYOUTS.
  const multiplierOfLine = sql`case ${sql.join(
    older.map((layout) => sql`when l.result_layout = ${layout} then ${multiplierOf(layout)}`),
    sql` `,
  )} else ${multiplierOf(CURRENT_RESULT_LAYOUT)} end`;
  const winning = [
    ...new Set(
      RESULT_LAYOUTS.flatMap((layout) =>
        positionsOf(layout).flatMap(({ pays }) => pays.map((p) => p.wins)),
      ).filter(Boolean),
    ),
  ];
  const winningArray = winning.length
    ? sql`array[${sql.join(
        winning.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  const draw = sql`l.lottery_category_id = ${lotteryCategoryId}::uuid and l.draw_date = ${drawDate}::date`;

  const rows = await tx.execute(sql`
    with line as materialized (
      -- A per-line lookup of the ticket's multipliers and layout: the candidates are few, the draw's tickets many.
      select l.id, l.ticket_id, l.game_category, l.number, l.amount, l.payout as before,
             sold.multipliers, sold.result_layout
      from ticket_lines l
      cross join lateral (select t.multipliers, t.result_layout from tickets t where t.id = l.ticket_id) sold
      where ${draw} and (l.number = any(${winningArray}) or l.win_flag)
    ), candidate as (
      select l.id, l.ticket_id, l.before, round(l.amount * (${multiplierOfLine}))::bigint as payout
      from line l
    ), changed as (
      select * from candidate where payout <> before
    ), lines as (
      update ticket_lines as l set payout = c.payout, win_flag = c.payout > 0
      from changed c where l.id = c.id
      returning l.id
    ), paid as (
      -- Only the payout changes: paid_out_at/paid_out_by stay. Cash already handed over is a
      -- fact a corrected result cannot undo; the ticket shows it paid, at its corrected amount.
      update tickets as t set paid_amount = t.paid_amount + d.delta
      from (select ticket_id, sum(payout - before) as delta from changed group by ticket_id) d
      where t.id = d.ticket_id
      returning t.id
    )
    select (select count(*) from lines)::int as lines,
           (select count(*) from paid)::int as paid,
           (select count(*) from tickets t where t.lottery_category_id = ${lotteryCategoryId}::uuid and t.draw_date = ${drawDate}::date)::int as tickets
  `);
  return rowsOf<{ tickets: number }>(rows)[0]?.tickets ?? 0;
}
