import { sql } from 'drizzle-orm';
import { fromCentimes, limitScopeKey, toCentimes } from '@tiraj/domain';
import type { ExposureAnswer, ExposureRow } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { rowsOf, type Db } from '../../db/client.ts';

type Board = ExposureAnswer['data'];

/**
 * Issue 39: the risk board of one branch. Its figures are the running totals of its sellers' own
 * scopes (every sale raises its seller's row), summed per number; the limits stay the whole
 * company's (they protect the company, not the branch), and each row keeps the company's figures
 * beside the branch's. Numbers the branch did not play leave the board.
 */
export async function branchBoard(
  db: Db,
  actor: CompanyUser & { branchId: string },
  board: Board,
): Promise<Board> {
  const sellerScope = limitScopeKey('seller', '');
  const played = rowsOf<{
    gameCategory: string;
    number: string;
    total: number;
    payout: number;
    tickets: number;
  }>(
    await db.execute(sql`
      select game_category as "gameCategory", number, sum(total)::float8 as total,
        sum(payout)::float8 as payout, sum(tickets)::int as tickets
      from limit_totals
      where company_id = ${actor.companyId} and lottery_category_id = ${board.lotteryCategoryId}
        and draw_date = ${board.date} and tickets > 0
        and scope_key in (select ${sellerScope} || id::text from users
          where branch_id = ${actor.branchId}
          ${actor.role === 'supervisor' ? sql`and supervisor_id = ${actor.id}` : sql``})
      group by game_category, number`),
  );
  const mine = new Map(played.map((p) => [`${p.gameCategory}|${p.number}`, p]));
  let amount = 0;
  let worst = 0;
  const rows = board.rows.flatMap((row): ExposureRow[] => {
    const p = mine.get(`${row.gameCategory}|${row.number}`);
    if (!p) return [];
    amount += p.total;
    worst = Math.max(worst, p.payout);
    return [
      {
        ...row,
        amount: fromCentimes(p.total),
        tickets: p.tickets,
        payout: fromCentimes(p.payout),
        companyAmount: row.amount,
        companyPayout: row.payout,
      },
    ];
  });
  rows.sort((a, b) => toCentimes(b.payout) - toCentimes(a.payout));
  return {
    ...board,
    rows,
    totals: {
      amount: fromCentimes(amount),
      worstPayout: fromCentimes(worst),
      company: board.totals,
    },
  };
}
