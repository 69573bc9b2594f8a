-- The two reads tiraj_sell makes, planned once per connection (bench:sales, 2026-11-26).
-- As LANGUAGE sql functions (0011) they were parsed, analysed and planned on every call: a third of
-- PostgreSQL's CPU under the sales load (perf). In PL/pgSQL their plans are cached; their
-- statements and answers are 0011's, except that tiraj_capped_totals reads each capped delta's
-- total by the primary key: 0011 joined the deltas to the draw's running totals, and PostgreSQL
-- hashed the draw's every total (all scopes, all numbers: 18,346 rows, 12.5 ms on bench:sales's
-- draw) to find a handful for each refused sale.
CREATE OR REPLACE FUNCTION "tiraj_sale_context"("p_seller" uuid, "p_category" uuid, "p_draw_date" date) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
begin
  return (
    select jsonb_build_object(
      'active', (u.is_active and u.deleted_at is null and c.is_active),
      'supervisorId', u.supervisor_id,
      'bonusFlag', c.bonus_flag,
      'alertPercent', c.alert_percent,
      'hasResult', exists (select 1 from winning_numbers w where w.lottery_category_id = p_category and w.draw_date = p_draw_date),
      'blocked', (select coalesce(jsonb_agg(jsonb_build_object('game', b.game_category, 'number', b.number) order by b.game_category, b.number), '[]'::jsonb)
                    from block_numbers b where b.company_id = c.id and b.lottery_category_id = p_category),
      'percents', (select p.limits from percentage_limits p where p.company_id = c.id and p.lottery_category_id = p_category),
      'limitRecords', (select coalesce(jsonb_agg(jsonb_build_object('scopeKey', l.scope_key, 'limits', l.limits) order by l.scope_key, l.id), '[]'::jsonb)
                         from limits l
                        where l.company_id = c.id and l.lottery_category_id = p_category
                          and l.scope_key = any (array['all', 'supervisor:' || u.supervisor_id::text, 'seller:' || u.id::text])),
      'conditions', (select t.conditions from payment_terms t where t.company_id = c.id and t.lottery_category_id = p_category))
    from users u
    join companies c on c.id = u.company_id
    where u.id = p_seller);
end
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tiraj_capped_totals"("p_company" uuid, "p_category" uuid, "p_draw_date" date, "p_deltas" jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
begin
  return (
    select coalesce(jsonb_agg(jsonb_build_array(d.game_category, d.number, d.scope_key, d.total)), '[]'::jsonb)
      from (
        select d.game_category, d.number, d.scope_key,
               (select t.total from limit_totals t
                 where t.company_id = p_company and t.lottery_category_id = p_category and t.draw_date = p_draw_date
                   and t.scope_key = d.scope_key and t.game_category = d.game_category and t.number = d.number) as total
          from jsonb_to_recordset(p_deltas) as d(game_category text, number text, scope_key text, cap bigint)
         where d.cap is not null
        offset 0 -- keeps the lookup a per-delta subplan, read once
      ) d
     where d.total is not null);
end
$$;
