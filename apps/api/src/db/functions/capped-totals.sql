-- The current totals of a draw's running totals for the deltas that have a cap,
-- [[game, number, scope, total]…]: what a refused sale is told is still available.
-- Each capped delta's total is read by the primary key: a join of the deltas to the draw's running
-- totals made PostgreSQL hash the draw's every total (all scopes, all numbers: 18,346 rows, 12.5 ms
-- on bench:sales's draw) to find a handful. PL/pgSQL so that its plan is cached per connection.
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
