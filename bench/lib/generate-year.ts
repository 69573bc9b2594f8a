import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { hashPassword } from '../../apps/api/src/auth/passwords.ts';

export const YEAR = {
  companies: 5,
  sellersPerCompany: 100,
  categories: 6,
  days: Number(process.env.BENCH_DAYS ?? 365),
  ticketsPerDraw: 570,
  linesPerTicket: 8,
};
export const BOSS_PASSWORD = 'bench-pass-1';

export interface YearPlan {
  /** the year's last draw date: today, so the home has a today and 30 days behind it */
  endDate: string;
  /** one extra draw of many lines (settlement), on a closed day */
  bigDraw: { date: string; lines: number };
  /** one company's draw of many lines (the risk board), with its All limit totals */
  riskDraw: { date: string; lines: number };
}

/**
 * A year of sales written straight in SQL (generate_series), for measuring
 * reports on volume: 5 companies × 100 sellers, 6 draws a day, ~10 million
 * lines. Raw inserts skip the sale rules on purpose: this measures reads.
 * Also one extra draw of 1 million lines, for settlement, and one draw of
 * 100,000 lines of a single company, for the risk board.
 */
export async function generateYear(database: Database, plan: YearPlan) {
  const { endDate } = plan;
  const bigDrawLines = plan.bigDraw.lines;
  const { db } = database;
  const hash = await hashPassword(BOSS_PASSWORD);
  const y = YEAR;
  await db.execute(sql`insert into lottery_categories (name, start_time, end_time)
    select 'Bench Draw ' || g, '06:00', '22:00' from generate_series(1, ${y.categories}) g`);
  await db.execute(
    sql`insert into lottery_categories (name, start_time, end_time) values ('Bench Big Draw', '06:00', '22:00'), ('Bench Risk Draw', '06:00', '23:59')`,
  );
  await db.execute(
    sql`insert into companies (name) select 'Bench Company ' || g from generate_series(1, ${y.companies}) g`,
  );
  await db.execute(sql`insert into users (role, company_id, user_name, password_hash)
    select 'subadmin', id, 'bench-boss-' || row_number() over (order by name), ${hash} from companies`);
  await db.execute(sql`insert into users (role, company_id, user_name, password_hash, imei)
    select 'seller', c.id, 'bench-seller-' || c.name || '-' || g, ${hash}, 'imei-' || md5(c.id::text || g)
    from companies c, generate_series(1, ${y.sellersPerCompany}) g`);
  // Tickets: every draw of the year, sellers picked at random.
  await db.execute(sql`create temporary table bench_sellers as
    select row_number() over () as n, id, company_id from users where role = 'seller'`);
  const sellerCount = y.companies * y.sellersPerCompany;
  await db.execute(sql`
    insert into tickets (company_id, ticket_code, seller_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers)
    select s.company_id, 'B' || lpad(to_hex(nextval_id), 10, '0'), s.id, c.id, d::date, d + interval '10 hours', 0, '[50,20,10,500,5000,5000,5000,25000,25000,25000,1000,1000,1000,1000,1000,1000]'::jsonb
    from (select d, c_id, t, (row_number() over ())::bigint as nextval_id, 1 + floor(random() * ${sellerCount})::int as pick
            from generate_series((${endDate}::date - ${y.days - 1}::int)::timestamp, ${endDate}::date::timestamp, interval '1 day') d,
                 (select id as c_id from lottery_categories where name like 'Bench Draw %') cs,
                 generate_series(1, ${y.ticketsPerDraw}) t) x
    join bench_sellers s on s.n = x.pick
    join lottery_categories c on c.id = x.c_id`);
  await insertLines(
    database,
    sql`t.lottery_category_id in (select id from lottery_categories where name like 'Bench Draw %')`,
    y.linesPerTicket,
  );
  // The big draw: one category and day with a million lines.
  const bigTickets = Math.ceil(bigDrawLines / y.linesPerTicket);
  await db.execute(sql`
    insert into tickets (company_id, ticket_code, seller_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers)
    select s.company_id, 'G' || lpad(to_hex(g), 10, '0'), s.id, (select id from lottery_categories where name = 'Bench Big Draw'), ${plan.bigDraw.date}::date, now(), 0,
      '[50,20,10,500,5000,5000,5000,25000,25000,25000,1000,1000,1000,1000,1000,1000]'::jsonb
    from generate_series(1, ${bigTickets}) g
    join bench_sellers s on s.n = 1 + (g % ${sellerCount})`);
  await insertLines(
    database,
    sql`t.lottery_category_id = (select id from lottery_categories where name = 'Bench Big Draw')`,
    y.linesPerTicket,
  );
  // The risk draw: the first company's sellers only, today.
  const riskTickets = Math.ceil(plan.riskDraw.lines / y.linesPerTicket);
  await db.execute(sql`
    insert into tickets (company_id, ticket_code, seller_id, lottery_category_id, draw_date, sold_at, total_amount, multipliers)
    select s.company_id, 'R' || lpad(to_hex(g), 10, '0'), s.id, (select id from lottery_categories where name = 'Bench Risk Draw'), ${plan.riskDraw.date}::date, now(), 0,
      '[50,20,10,500,5000,5000,5000,25000,25000,25000,1000,1000,1000,1000,1000,1000]'::jsonb
    from generate_series(1, ${riskTickets}) g
    join (select id, company_id, row_number() over (order by id) as n from users
          where role = 'seller' and company_id = (select id from companies where name = 'Bench Company 1')) s
      on s.n = 1 + (g % ${y.sellersPerCompany})`);
  await insertLines(
    database,
    sql`t.lottery_category_id = (select id from lottery_categories where name = 'Bench Risk Draw')`,
    y.linesPerTicket,
  );
  // The running totals the sales would have raised (All and each seller; no supervisors here),
  // with the risk board's payout at the tickets' multipliers (default rates: BLT 50, L3C 500,
  // L4C 1 5000, MRG 1000), as migration 0007 backfills them.
  await db.execute(sql`
    insert into limit_totals (company_id, lottery_category_id, draw_date, game_category, number, scope_key, total, payout, tickets)
    select l.company_id, l.lottery_category_id, l.draw_date, l.game_category, l.number, s.scope_key,
      sum(l.amount),
      sum(l.amount * case l.game_category when 'BLT' then 50 when 'L3C' then 500 when 'L4C 1' then 5000 else 1000 end),
      count(distinct l.ticket_id)
    from ticket_lines l cross join lateral (values ('all'), ('seller:' || l.seller_id)) s(scope_key)
    where l.lottery_category_id = (select id from lottery_categories where name = 'Bench Risk Draw')
    group by 1, 2, 3, 4, 5, 6`);
  await db.execute(
    sql`update tickets t set total_amount = s.total from (select ticket_id, sum(amount) total from ticket_lines group by ticket_id) s where s.ticket_id = t.id`,
  );
  // A bulk load leaves no visibility map or hint bits; a live database has had autovacuum through it.
  await db.execute(sql`vacuum analyze`);
}

async function insertLines(database: Database, which: ReturnType<typeof sql>, perTicket: number) {
  await database.db.execute(sql`
    insert into ticket_lines (ticket_id, company_id, seller_id, lottery_category_id, draw_date, position, game_category, number, amount)
    select t.id, t.company_id, t.seller_id, t.lottery_category_id, t.draw_date, p,
      g.game,
      case g.game
        when 'BLT' then lpad(floor(random() * 100)::text, 2, '0')
        when 'MRG' then lpad(floor(random() * 50)::text, 2, '0') || '×' || lpad((50 + floor(random() * 50))::text, 2, '0')
        when 'L3C' then lpad(floor(random() * 1000)::text, 3, '0')
        else lpad(floor(random() * 10000)::text, 4, '0') end,
      (1 + floor(random() * 20)::int) * 500
    from tickets t
    cross join generate_series(1, ${perTicket}) p
    -- The lateral names the ticket and the position, so that PostgreSQL draws a game per line:
    -- naming only the position let it draw one game per position for every ticket.
    cross join lateral (select (array['BLT','BLT','BLT','BLT','MRG','MRG','L3C','L4C 1'])[1 + floor(random() * 8)::int + (p * 0) + (t.id is null)::int] as game) g
    where ${which}`);
}
