-- A sale in one round trip. The rules stay in packages/domain: the server works out the sale
-- (refusals, bonus lines, limit deltas with caps and payouts) from the sale context it read before
-- (tiraj_sale_context), and tiraj_sell stores it only if that context is still the one in the
-- database (its hash), under the draw's shared hold, in the call's own transaction.
--
-- Sells one ticket, all or nothing, in ONE statement (a call outside an explicit transaction is one).
-- Takes the draw's shared hold first (p_lock_*: settlement/draw-lock.ts's key), so every later
-- statement here sees a result posted before it, and a result posted after waits for this sale.
-- Answers, as jsonb, one of:
--   {earlier: {id, fingerprint}}  the seller already sold under p_sale_key (nothing else done);
--   {context, hash}               p_hash is not the current context's: nothing done, work it out again;
--   {checked: true}               p_mode 'check': the context is current (the server refuses);
--   {totals: [[game, number, scope, total]…]}  p_mode 'totals': the current totals of the capped deltas;
--   {refused: true, raised: […], totals: […]}  a delta did not fit its limit: every raise rolled back;
--   {codeTaken: true}             the ticket code is used in the company: nothing kept, draw another;
--   {creditRefused: {refused, balance, dayCommissionExact}}  the seller's credit limit refused the
--                                 whole ticket (issue 26): nothing kept but the day's count of
--                                 such refusals (seller_credit_refusals, issue 38);
--   {id, lineIds, raised: [[game, number, scope, total]…]}  sold.
-- (modules/seller-device/sell-answer.ts parses these: a new answer is added there too.)
-- The limits are raised by one conditional upsert (ARCHITECTURE.md §6b) in the order of the deltas
-- given (the server sorts them), so concurrent sales lock shared rows in the same order.
-- A sale key already used raises its unique violation (tickets_seller_sale_key_key) out of the call.
CREATE OR REPLACE FUNCTION "tiraj_sell"("p_lock_space" integer, "p_lock_key" integer, "p_seller" uuid, "p_category" uuid,
  "p_draw_date" date, "p_sale_key" text, "p_hash" text, "p_mode" text, "p_sale" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
declare
  v_earlier jsonb;
  v_context jsonb;
  v_hash text;
  v_company uuid := (p_sale ->> 'companyId')::uuid;
  v_raised jsonb := '[]'::jsonb;
  v_count integer := 0;
  v_id uuid;
  v_line_ids jsonb;
  v_money jsonb;
begin
  perform pg_advisory_xact_lock_shared(p_lock_space, p_lock_key);
  if p_sale_key is not null then
    select jsonb_build_object('id', t.id, 'fingerprint', t.sale_fingerprint) into v_earlier
      from tickets t where t.seller_id = p_seller and t.sale_key = p_sale_key;
    if v_earlier is not null then
      return jsonb_build_object('earlier', v_earlier);
    end if;
  end if;
  v_context := tiraj_sale_context(p_seller, p_category, p_draw_date);
  v_hash := encode(sha256(convert_to(coalesce(v_context::text, 'null'), 'UTF8')), 'hex');
  if p_hash is distinct from v_hash then
    return jsonb_build_object('context', v_context, 'hash', v_hash);
  end if;
  if p_mode = 'check' then
    return jsonb_build_object('checked', true);
  end if;
  if p_mode = 'totals' then
    return jsonb_build_object('totals', tiraj_capped_totals(v_company, p_category, p_draw_date, p_sale -> 'deltas'));
  end if;

  begin
    with raised as (
      insert into limit_totals (company_id, lottery_category_id, draw_date, game_category, number, scope_key, total, cap, payout, tickets)
      select v_company, p_category, p_draw_date, d.game_category, d.number, d.scope_key, d.amount, d.cap, d.payout, 1
        from rows from (jsonb_to_recordset(p_sale -> 'deltas')
               as (game_category text, number text, scope_key text, amount bigint, cap bigint, payout bigint))
             with ordinality as d(game_category, number, scope_key, amount, cap, payout, ord)
       order by d.ord
      on conflict (company_id, lottery_category_id, draw_date, game_category, number, scope_key)
      do update set total = limit_totals.total + excluded.total, cap = excluded.cap,
        payout = limit_totals.payout + excluded.payout, tickets = limit_totals.tickets + 1
      where excluded.total = 0 or excluded.cap is null or limit_totals.total + excluded.total <= excluded.cap
      returning game_category, number, scope_key, total
    )
    select coalesce(jsonb_agg(jsonb_build_array(game_category, number, scope_key, total)), '[]'::jsonb), count(*)
      into v_raised, v_count from raised;
    if v_count < jsonb_array_length(p_sale -> 'deltas') then
      raise exception using errcode = 'TJ001', message = 'a limit refused the sale';
    end if;

    insert into tickets (company_id, ticket_code, seller_id, supervisor_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers, sale_key, sale_fingerprint,
                         commission_rate, supervisor_commission_rate, lotterysoft_number)
    values (v_company, p_sale ->> 'ticketCode', p_seller, (p_sale ->> 'supervisorId')::uuid, p_category, p_draw_date,
            (p_sale ->> 'soldAt')::timestamptz, (p_sale ->> 'totalAmount')::bigint, p_sale -> 'multipliers',
            p_sale_key, p_sale ->> 'saleFingerprint', (p_sale ->> 'commissionRate')::integer,
            (p_sale ->> 'supervisorCommissionRate')::integer,
            tiraj_lotterysoft_number(p_seller, p_category, p_draw_date, p_sale))
    on conflict (company_id, ticket_code) do nothing
    returning id into v_id;
    if v_id is null then
      raise exception using errcode = 'TJ002', message = 'the ticket code is taken';
    end if;
    with line as (
      insert into ticket_lines (ticket_id, position, company_id, seller_id, lottery_category_id, draw_date, game_category, number, amount, bonus)
      select v_id, (l.ord - 1)::integer, v_company, p_seller, p_category, p_draw_date, l.game_category, l.number, l.amount, l.bonus
        from rows from (jsonb_to_recordset(p_sale -> 'lines')
               as (game_category text, number text, amount bigint, bonus boolean))
             with ordinality as l(game_category, number, amount, bonus, ord)
      returning id, position
    )
    select jsonb_agg(line.id order by line.position) into v_line_ids from line;

    -- Seller money (issue 26), a whole-ticket check after the line checks: the ticket moves the
    -- seller's balance in this transaction, refused past the seller's credit limit (seller-money.sql).
    v_money := tiraj_move_seller_money(v_company, p_seller, (p_sale ->> 'soldDay')::date,
      (p_sale ->> 'totalAmount')::bigint,
      (p_sale ->> 'totalAmount')::bigint * (p_sale ->> 'commissionRate')::bigint, 0, 0,
      (p_sale ->> 'creditLimit')::bigint);
    if v_money ? 'refused' then
      raise exception using errcode = 'TJ003', message = 'the credit limit refused the sale';
    end if;
  exception
    when sqlstate 'TJ001' then
      -- The block's raises are rolled back; v_raised still tells which deltas fitted.
      return jsonb_build_object('refused', true, 'raised', v_raised,
        'totals', tiraj_capped_totals(v_company, p_category, p_draw_date, p_sale -> 'deltas'));
    when sqlstate 'TJ002' then
      return jsonb_build_object('codeTaken', true);
    when sqlstate 'TJ003' then
      -- The Caisse counts the seller's refusals (issue 38). Written here, after the block's
      -- rollback to its savepoint: the sale is undone, the count is kept when the call commits.
      insert into seller_credit_refusals (seller_id, day, company_id, count, last_at)
      values (p_seller, (p_sale ->> 'soldDay')::date, v_company, 1, now())
      on conflict (seller_id, day) do update set count = seller_credit_refusals.count + 1,
        last_at = excluded.last_at;
      return jsonb_build_object('creditRefused', v_money);
  end;
  return jsonb_build_object('id', v_id, 'lineIds', v_line_ids, 'raised', v_raised);
end
$$;
