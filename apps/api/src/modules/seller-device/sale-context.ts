import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { LimitEntryRow, PercentEntryRow } from '../../db/schema/index.ts';
import { sellerScopeKeysSql } from '../../ticketing/limit-scope-sql.ts';
import { drawShareLock } from '../../settlement/draw-lock.ts';

/** Everything a sale must check, read in one round trip inside the sale's transaction. */
export interface SaleContext {
  /** seller not hidden, seller and company active */
  active: boolean;
  supervisorId: string | null;
  bonusFlag: boolean;
  /** the company's alert share of a limit, percent (issue 15) */
  alertPercent: number;
  /** a posted result closes its draw */
  hasResult: boolean;
  blocked: { game: string; number: string }[];
  percents: PercentEntryRow[] | null;
  /** the limit records that apply to this seller: All, its supervisor's, its own */
  limitRecords: { scopeKey: string; limits: LimitEntryRow[] }[];
  /** the company's payment term, or null for the official rates */
  conditions: number[] | null;
  /** with a sale key: the ticket this seller already sold under it, or null */
  earlier?: { id: string; fingerprint: string | null } | null;
}

/**
 * Loads the sale's rules and takes the sale's shared hold on its draw (the
 * `hasResult` read here predates the hold; the ticket's insert checks again).
 * With a sale key, the same round trip looks the key up (one unique-index probe).
 * No row lock: every sale of a company would share
 * the company row (a multixact per sale); a deactivation racing a sale lets
 * at most that one sale through, and ends the seller's sessions for the next.
 */
export async function loadSaleContext(
  tx: Db,
  sellerId: string,
  categoryId: string,
  drawDate: string,
  saleKey?: string,
) {
  const earlier = saleKey
    ? sql`,
      (select json_build_object('id', t.id, 'fingerprint', t.sale_fingerprint)
         from tickets t where t.seller_id = u.id and t.sale_key = ${saleKey}) as earlier`
    : sql``;
  const result = await tx.execute(sql`
    with draw_hold as (select ${drawShareLock(categoryId, drawDate)})
    select
      (u.is_active and u.deleted_at is null and c.is_active) as active,
      u.supervisor_id as "supervisorId",
      c.bonus_flag as "bonusFlag",
      c.alert_percent as "alertPercent",
      exists (select 1 from winning_numbers w where w.lottery_category_id = ${categoryId} and w.draw_date = ${drawDate}) as "hasResult",
      (select coalesce(json_agg(json_build_object('game', b.game_category, 'number', b.number)), '[]'::json)
         from block_numbers b where b.company_id = c.id and b.lottery_category_id = ${categoryId}) as blocked,
      (select p.limits from percentage_limits p where p.company_id = c.id and p.lottery_category_id = ${categoryId}) as percents,
      (select coalesce(json_agg(json_build_object('scopeKey', l.scope_key, 'limits', l.limits)), '[]'::json)
         from limits l
        where l.company_id = c.id and l.lottery_category_id = ${categoryId}
          and l.scope_key = any(${sellerScopeKeysSql(sql.raw('u.id'), sql.raw('u.supervisor_id'))})) as "limitRecords",
      (select t.conditions from payment_terms t where t.company_id = c.id and t.lottery_category_id = ${categoryId}) as conditions
      ${earlier}
    from draw_hold, users u
    join companies c on c.id = u.company_id
    where u.id = ${sellerId}
  `);
  return rowsOf<SaleContext>(result)[0];
}
