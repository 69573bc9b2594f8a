/**
 * `npm run bench:reports`: on PostgreSQL, a generated year (~10 million lines
 * for 500 sellers), then the reports over HTTP as the screens call them, and
 * the settlement of one draw of 1 million lines.
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import { sql } from 'drizzle-orm';
import { localDateOf } from '@tiraj/domain';
import { BOSS_PASSWORD, generateYear, YEAR } from './lib/generate-year.ts';
import {
  ADMIN,
  call,
  freshPostgresDatabase,
  machine,
  percentile,
  startServer,
} from './lib/server.ts';
import { writeSection } from './lib/results.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BIG_DRAW_LINES = Number(process.env.BENCH_BIG_DRAW_LINES ?? 1_000_000);
const RISK_DRAW_LINES = Number(process.env.BENCH_RISK_DRAW_LINES ?? 100_000);
// The operator's today, as the server reads it (TZ_OPERATOR's default): the home's "today".
const today = localDateOf(new Date(), process.env.TZ_OPERATOR ?? 'America/Port-au-Prince');
const end = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000)
  .toISOString()
  .slice(0, 10);

const pg = freshPostgresDatabase('tiraj_reports');
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '/tmp' });
  let started = Date.now();
  await generateYear(database, {
    endDate: today,
    bigDraw: { date: end, lines: BIG_DRAW_LINES },
    riskDraw: { date: today, lines: RISK_DRAW_LINES },
  });
  const generation = (Date.now() - started) / 1000;
  // The bulk load leaves gigabytes of dirty pages: written back now, not during the measurements
  // (a live database writes its day's sales back a little at a time).
  await database.db.execute(sql`checkpoint`);
  const [counts] = await database.rows<{ lines: string; tickets: string }>(
    sql`select (select count(*) from ticket_lines) as lines, (select count(*) from tickets) as tickets`,
  );
  const [ids] = await database.rows<{
    seller: string;
    category: string;
    big: string;
    risk: string;
    riskLines: string;
    riskNumbers: string;
  }>(sql`
  select (select id from users where user_name like 'bench-seller-Bench Company 1-%' order by user_name limit 1) as seller,
         (select id from lottery_categories where name = 'Bench Draw 1') as category,
         (select id from lottery_categories where name = 'Bench Big Draw') as big,
         (select id from lottery_categories where name = 'Bench Risk Draw') as risk,
         (select count(*) from ticket_lines where lottery_category_id = (select id from lottery_categories where name = 'Bench Risk Draw')) as "riskLines",
         (select count(*) from (select distinct game_category, number from ticket_lines where lottery_category_id = (select id from lottery_categories where name = 'Bench Risk Draw')) n) as "riskNumbers"`);
  await database.close();
  console.log(
    `Generated ${counts!.lines} lines in ${counts!.tickets} tickets in ${generation.toFixed(0)} s`,
  );

  server = await startServer(3512, pg.url);
  const base = server.base;
  const boss = (
    await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, {
      userName: 'bench-boss-1',
      password: BOSS_PASSWORD,
    })
  ).body.token;
  const admin = (await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, ADMIN)).body
    .token;

  // The risk draw's All limit, set as the owner sets it, so every row has a binding limit to read.
  const limitSet = await call(base, 'POST', '/subadmin/addlimitbut', boss, {
    lotteryCategoryName: ids!.risk,
    limits: ['BLT', 'MRG', 'L3C', 'L4C 1'].map((g) => ({
      gameCategory: g,
      limitsButs: g === 'BLT' ? 40_000 : 2_000,
    })),
  });
  if (limitSet.status !== 200)
    throw new Error(`risk limit: ${limitSet.status} ${JSON.stringify(limitSet.body)}`);

  async function timeIt(label: string, path: string, token: string) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const r = await call(base, 'GET', path, token);
      if (r.status !== 200) throw new Error(`${label}: ${r.status} ${JSON.stringify(r.body)}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
  }

  const q = (o: Record<string, string>) => `?${new URLSearchParams(o)}`;
  const results = [
    await timeIt(
      'sale report, one company, 31 days (subadmin)',
      `/subadmin/getsalereports${q({ fromDate: monthAgo, toDate: end, seller: '', lotteryCategoryName: '' })}`,
      boss,
    ),
    await timeIt(
      'sale report by company, 31 days (admin)',
      `/admin/getsalereports${q({ fromDate: monthAgo, toDate: end, lotteryCategoryName: '' })}`,
      admin,
    ),
    await timeIt(
      'sale details (a), one seller-day',
      `/sbuadmin/getselldetails${q({ seller: ids!.seller, lotteryCategoryName: ids!.category, fromDate: end })}`,
      boss,
    ),
    await timeIt(
      'sale details (c), one seller-day, every lottery',
      `/sbuadmin/getselldetailsallloterycategory${q({ seller: ids!.seller, fromDate: end })}`,
      boss,
    ),
    await timeIt('home, one company, today and 30 days (subadmin)', '/subadmin/gethome', boss),
    await timeIt('home, the platform today (admin)', '/admin/gethome', admin),
    await timeIt(
      `risk board, one draw of ${RISK_DRAW_LINES.toLocaleString('en-US')} lines (subadmin)`,
      `/subadmin/getexposure${q({ lotteryCategoryName: ids!.risk, date: today })}`,
      boss,
    ),
  ];

  started = performance.now();
  const numbers = [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ];
  const settled = await call<{ settledTickets: number }>(
    base,
    'POST',
    '/admin/addwiningnumber',
    admin,
    { lotteryCategoryName: ids!.big, date: end, numbers },
  );
  const settlement = (performance.now() - started) / 1000;
  if (settled.status !== 200)
    throw new Error(`settlement: ${settled.status} ${JSON.stringify(settled.body)}`);

  const targets: Record<string, number> = {
    'sale report, one company, 31 days (subadmin)': 150,
    'sale report by company, 31 days (admin)': 150,
    'sale details (a), one seller-day': 30,
    'sale details (c), one seller-day, every lottery': 30,
    'home, one company, today and 30 days (subadmin)': 150,
    'home, the platform today (admin)': 150,
    [`risk board, one draw of ${RISK_DRAW_LINES.toLocaleString('en-US')} lines (subadmin)`]: 50,
  };
  const text = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, PostgreSQL 15 (machine's server), through the HTTP API (${RUNS} runs each).
Data: ${Number(counts!.lines).toLocaleString('en-US')} lines in ${Number(counts!.tickets).toLocaleString('en-US')} tickets — ${YEAR.companies} companies × ${YEAR.sellersPerCompany} sellers, ${YEAR.categories} draws a day for ${YEAR.days} days (${YEAR.linesPerTicket} lines a ticket), plus one draw of ${BIG_DRAW_LINES.toLocaleString('en-US')} lines and one company's draw of ${Number(ids!.riskLines).toLocaleString('en-US')} lines (${Number(ids!.riskNumbers).toLocaleString('en-US')} numbers played) today — generated in SQL in **${generation.toFixed(0)} s**.

| what | p50 ms | p95 ms | target |
| --- | --- | --- | --- |
${results.map((r) => `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | p95 < ${targets[r.label]} ms (${r.p95 < targets[r.label]! ? 'met' : 'missed'}) |`).join('\n')}
| settlement of one draw (${settled.body.settledTickets.toLocaleString('en-US')} tickets, ${BIG_DRAW_LINES.toLocaleString('en-US')} lines), result posted over HTTP | ${(settlement * 1000).toFixed(0)} | — | < 3 s (${settlement < 3 ? 'met' : 'missed'}) |`;
  console.log(text);
  writeSection('Reports and settlement (bench:reports)', text);
} finally {
  await server?.stop();
  // BENCH_KEEP_DB=1 keeps the generated year, to measure one query again without ~10 min of generation.
  if (process.env.BENCH_KEEP_DB) console.log(`Kept the database: ${pg.url}`);
  else pg.drop();
}
