-- The LotterySoft ticket number of a sale (issue 27): the seller app prints an integer, counted from
-- 1 per seller, draw and day. Called by tiraj_sell's ticket insert, so the number is raised in the
-- sale's own transaction and given back with it when the sale rolls back. Null for every other
-- sale (p_sale has no `lotterySoftNumber: true`).
CREATE OR REPLACE FUNCTION "tiraj_lotterysoft_number"("p_seller" uuid, "p_category" uuid,
  "p_draw_date" date, "p_sale" jsonb) RETURNS integer
LANGUAGE plpgsql AS $$
declare
  v_number integer;
begin
  if coalesce((p_sale ->> 'lotterySoftNumber')::boolean, false) is false then
    return null;
  end if;
  insert into lotterysoft_counters (seller_id, lottery_category_id, draw_date, last_number)
  values (p_seller, p_category, p_draw_date, 1)
  on conflict (seller_id, lottery_category_id, draw_date)
  do update set last_number = lotterysoft_counters.last_number + 1
  returning last_number into v_number;
  return v_number;
end
$$;
