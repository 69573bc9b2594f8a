import { sql } from 'drizzle-orm';
import { normaliseNumber, type WinningEntry } from '@tiraj/domain';
import { rowsOf, type Db } from '../../db/client.ts';

/**
 * Settles every ticket of one draw (category and date, every company) against
 * its 16 winning entries, in the caller's transaction, set-based in SQL
 * (ARCHITECTURE.md §6b): each line gets its payout and winFlag from the
 * multipliers printed on its ticket, each ticket its paidAmount. Re-running it
 * after a correction resets lines that no longer win. Returns how many tickets
 * of the draw exist. `payoutOf` in packages/domain is the same rule in TypeScript.
 */
export async function settleDraw(
  tx: Db,
  lotteryCategoryId: string,
  drawDate: string,
  entries: readonly WinningEntry[],
) {
  const at = (i: number) => entries[i]?.number ?? '';
  const pair = (a: string, b: string) => normaliseNumber('MRG', `${a}${b}`) ?? '';
  const [first, second, third] = [at(0), at(1), at(2)];
  const m = (i: number) => sql.raw(`(t.multipliers->>${i})::numeric`);
  const when = (index: number) =>
    sql`case when l.number = ${at(index)} then ${m(index)} else 0 end`;

  await tx.execute(sql`
    update ticket_lines as l
    set payout = s.payout, win_flag = s.payout > 0
    from (
      select l.id, round(l.amount * (case l.game_category
        when 'BLT' then ${when(0)} + (case when l.number = ${second} then ${m(1)} else 0 end) + (case when l.number = ${third} then ${m(2)} else 0 end)
        when 'L3C' then ${when(3)}
        when 'L4C 1' then ${when(4)}
        when 'L4C 2' then ${when(5)}
        when 'L4C 3' then ${when(6)}
        when 'L5C 1' then ${when(7)}
        when 'L5C 2' then ${when(8)}
        when 'L5C 3' then ${when(9)}
        when 'MRG' then ${m(10)} * (
          (case when l.number = ${pair(first, second)} then 1 else 0 end) +
          (case when l.number = ${pair(first, third)} then 1 else 0 end) +
          (case when l.number = ${pair(second, third)} then 1 else 0 end))
        else 0 end))::bigint as payout
      from ticket_lines l
      join tickets t on t.id = l.ticket_id
      where l.lottery_category_id = ${lotteryCategoryId} and l.draw_date = ${drawDate}
    ) as s
    where l.id = s.id and (l.payout <> s.payout or l.win_flag <> (s.payout > 0))
  `);

  const rows = await tx.execute(sql`
    with sums as (
      select ticket_id, sum(payout)::bigint as paid
      from ticket_lines
      where lottery_category_id = ${lotteryCategoryId} and draw_date = ${drawDate}
      group by ticket_id
    ), changed as (
      update tickets as t set paid_amount = sums.paid
      from sums where t.id = sums.ticket_id and t.paid_amount <> sums.paid
      returning t.id
    )
    select (select count(*) from sums)::int as tickets
  `);
  return rowsOf<{ tickets: number }>(rows)[0]?.tickets ?? 0;
}
