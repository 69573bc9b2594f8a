-- What a sale must check, for one seller, lottery category and draw (the sale context), as jsonb;
-- null for no such seller. tiraj_sell hashes it, and the server works the sale out from it by the
-- domain's rules (modules/seller-device/sale-context.ts parses it). The seller's limit scopes (All,
-- its supervisor's group, itself) are the domain's sellerScopeKeys: test/modules/seller-device/limit-scope-sql.test.ts
-- proves them equal. PL/pgSQL, not LANGUAGE sql: its plan is cached per connection, where a SQL
-- function was parsed and planned on every call (a third of PostgreSQL's CPU under bench:sales).
-- The payout terms and the free-maryaj switch are those in force for the seller (issue 39): its
-- branch's own when the branch sets them, else the company's: the domain's termsInForce, which
-- test/modules/branches/branch-terms-sql.test.ts proves equal.
CREATE OR REPLACE FUNCTION "tiraj_sale_context"("p_seller" uuid, "p_category" uuid, "p_draw_date" date) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
begin
  return (
    select jsonb_build_object(
      'active', (u.is_active and u.deleted_at is null and c.is_active),
      'supervisorId', u.supervisor_id,
      'bonusFlag', coalesce(br.bonus_flag, c.bonus_flag),
      'alertPercent', c.alert_percent,
      'hasResult', exists (select 1 from winning_numbers w where w.lottery_category_id = p_category and w.draw_date = p_draw_date),
      'blocked', (select coalesce(jsonb_agg(jsonb_build_object('game', b.game_category, 'number', b.number) order by b.game_category, b.number), '[]'::jsonb)
                    from block_numbers b where b.company_id = c.id and b.lottery_category_id = p_category),
      'percents', (select p.limits from percentage_limits p where p.company_id = c.id and p.lottery_category_id = p_category),
      'limitRecords', (select coalesce(jsonb_agg(jsonb_build_object('scopeKey', l.scope_key, 'limits', l.limits) order by l.scope_key, l.id), '[]'::jsonb)
                         from limits l
                        where l.company_id = c.id and l.lottery_category_id = p_category
                          and l.scope_key = any (array['all', 'supervisor:' || u.supervisor_id::text, 'seller:' || u.id::text])),
      'commissionRate', coalesce(u.commission_rate, c.seller_commission_rate),
      -- the company's supervisor rate the ticket keeps (issue 26); null: the seller has no supervisor
      'supervisorCommissionRate', case when u.supervisor_id is not null then c.supervisor_commission_rate end,
      -- less the unused budget of the seller's live offline grants, which they reserve (issue 32)
      'creditLimit', coalesce(u.credit_limit, c.default_credit_limit)
        - (select coalesce(sum(greatest(g.budget - g.used, 0)), 0) from offline_grants g
            where g.seller_id = u.id and g.ended_at is null and g.expires_at > now()),
      'conditions', coalesce(
        (select bt.conditions from branch_payment_terms bt
          where bt.branch_id = br.id and bt.company_id = c.id and bt.lottery_category_id = p_category),
        (select t.conditions from payment_terms t where t.company_id = c.id and t.lottery_category_id = p_category)))
    from users u
    join companies c on c.id = u.company_id
    left join branches br on br.id = u.branch_id and br.company_id = c.id
    where u.id = p_seller);
end
$$;
