import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface TicketRow {
  companyId: string;
  ticketCode: string;
  sellerId: string;
  supervisorId: string | null;
  lotteryCategoryId: string;
  drawDate: string;
  soldAt: Date;
  /** centimes, non-bonus lines */
  totalAmount: number;
  multipliers: number[];
  /** the device's key of this sale, and the sale's fingerprint; null without a key */
  saleKey: string | null;
  saleFingerprint: string | null;
}

export interface LineRow {
  gameCategory: string;
  number: string;
  /** centimes */
  amount: number;
  bonus: boolean;
}

export type Inserted =
  | { outcome: 'sold'; id: string; lineIds: string[] }
  | { outcome: 'result-posted' }
  | { outcome: 'code-taken' };

/**
 * Writes a ticket and its lines in ONE statement, on the condition that its
 * draw still has no result. The sale already holds its draw (draw-lock.ts), and
 * this statement's snapshot is newer than the hold, so a result posted before
 * it is seen here and nothing is written; one posted after waits for this sale
 * and settles it. A ticket code already used in the company writes nothing either.
 * A sale key this seller already used is NOT absorbed: its unique violation
 * (23505 on tickets_seller_sale_key_key) rolls the whole sale back.
 */
export async function insertTicket(tx: Db, t: TicketRow, lines: LineRow[]): Promise<Inserted> {
  const values = lines.map(
    (l, position) =>
      sql`(${position}::int, ${l.gameCategory}::text, ${l.number}::text, ${l.amount}::bigint, ${l.bonus}::boolean)`,
  );
  const noResult = sql`not exists (select 1 from winning_numbers w
    where w.lottery_category_id = ${t.lotteryCategoryId}::uuid and w.draw_date = ${t.drawDate}::date)`;
  const result = await tx.execute(sql`
    with ticket as (
      insert into tickets (company_id, ticket_code, seller_id, supervisor_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers, sale_key, sale_fingerprint)
      select ${t.companyId}::uuid, ${t.ticketCode}, ${t.sellerId}::uuid, ${t.supervisorId}::uuid, ${t.lotteryCategoryId}::uuid,
             ${t.drawDate}::date, ${t.soldAt.toISOString()}::timestamptz, ${t.totalAmount}::bigint, ${JSON.stringify(t.multipliers)}::jsonb,
             ${t.saleKey}::text, ${t.saleFingerprint}::text
      where ${noResult}
      on conflict (company_id, ticket_code) do nothing
      returning id
    ), line as (
      insert into ticket_lines (ticket_id, position, company_id, seller_id, lottery_category_id, draw_date, game_category, number, amount, bonus)
      select ticket.id, v.position, ${t.companyId}::uuid, ${t.sellerId}::uuid, ${t.lotteryCategoryId}::uuid, ${t.drawDate}::date,
             v.game_category, v.number, v.amount, v.bonus
      from ticket, (values ${sql.join(values, sql`, `)}) as v(position, game_category, number, amount, bonus)
      returning id, position
    )
    select (select id from ticket) as id,
           (select coalesce(json_agg(line.id order by line.position), '[]'::json) from line) as "lineIds",
           ${noResult} as open
  `);
  const [row] = rowsOf<{ id: string | null; lineIds: string[]; open: boolean }>(result);
  if (row?.id) return { outcome: 'sold', id: row.id, lineIds: row.lineIds };
  return { outcome: row?.open ? 'code-taken' : 'result-posted' };
}
