-- Seller money (issue 26): moves one seller's running figures and balance, in the caller's
-- transaction, under the seller's balance row lock; every change that moves the balance (a sale,
-- a deletion, a payout by the seller, a ledger entry) comes through here, so concurrent changes
-- of one seller are applied one after the other and the balance stays the sum of the days' dues
-- minus the ledger (packages/domain/src/seller-money.ts `balanceMove`, proven equal by
-- test/modules/seller-money). The day's commission is rounded half-up once per day, so a change
-- moves the balance by the change of the rounded commission, not by its own.
-- With p_limit, a change that raises the balance past it changes nothing and answers
-- {refused: true, balance, dayCommissionExact}; else {balance} after the change.
CREATE OR REPLACE FUNCTION "tiraj_move_seller_money"("p_company" uuid, "p_seller" uuid, "p_day" date,
  "p_sales" bigint, "p_commission_exact" bigint, "p_payouts" bigint, "p_remitted" bigint, "p_limit" bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
declare
  v_balance bigint;
  v_exact bigint;
  v_move bigint;
begin
  insert into seller_balances (seller_id, company_id, balance) values (p_seller, p_company, 0)
    on conflict (seller_id) do nothing;
  select b.balance into v_balance from seller_balances b where b.seller_id = p_seller for update;
  select coalesce((select d.commission_exact from seller_days d where d.seller_id = p_seller and d.day = p_day), 0)
    into v_exact;
  v_move := p_sales - ((v_exact + p_commission_exact + 5000) / 10000 - (v_exact + 5000) / 10000)
    - p_payouts - p_remitted;
  if p_limit is not null and v_move > 0 and v_balance + v_move > p_limit then
    return jsonb_build_object('refused', true, 'balance', v_balance, 'dayCommissionExact', v_exact);
  end if;
  if p_sales <> 0 or p_commission_exact <> 0 or p_payouts <> 0 then
    insert into seller_days (seller_id, day, company_id, sales, commission_exact, payouts)
    values (p_seller, p_day, p_company, p_sales, p_commission_exact, p_payouts)
    on conflict (seller_id, day) do update set sales = seller_days.sales + excluded.sales,
      commission_exact = seller_days.commission_exact + excluded.commission_exact,
      payouts = seller_days.payouts + excluded.payouts;
  end if;
  update seller_balances set balance = balance + v_move where seller_id = p_seller;
  return jsonb_build_object('balance', v_balance + v_move);
end
$$;
