/**
 * `npm run bench:sales`: N concurrent sellers over HTTP selling realistic
 * tickets against limits, on PGlite and on PostgreSQL; sales/s and latency,
 * next to the machine's pgbench TPC-B-like tps as the yardstick.
 */
import { execFileSync } from 'node:child_process';
import {
  ADMIN,
  call,
  freshPostgresDatabase,
  machine,
  percentile,
  PG_ADMIN_URL,
  startServer,
} from './lib/server.ts';
import { writeSection } from './lib/results.ts';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

interface Run {
  backend: string;
  requests: number;
  accepted: number;
  refused: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function seed(base: string) {
  const admin = (await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, ADMIN)).body
    .token;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    userName: 'bench-boss',
    password: 'bench-pass-1',
    companyName: 'Bench Bank',
    isActive: 'true',
  }))
    form.append(k, v);
  const company = await call<{ success: boolean }>(base, 'POST', '/admin/addsubadmin', admin, form);
  if (company.status !== 200)
    throw new Error(`seed company: ${company.status} ${JSON.stringify(company.body)}`);
  const category = await call<{ data: { _id: string } }>(
    base,
    'POST',
    '/admin/addlotterycategory',
    admin,
    { lotteryName: 'Bench Draw', startTime: '00:00', endTime: '23:59' },
  );
  const boss = (
    await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, {
      userName: 'bench-boss',
      password: 'bench-pass-1',
    })
  ).body.token;
  await call(base, 'POST', '/subadmin/addsuperVisor', boss, {
    userName: 'bench-sup',
    password: 'bench-pass-1',
    isActive: true,
  });
  // Limits that bite on popular numbers, so the conditional updates are exercised.
  const games = ['BLT', 'L3C', 'MRG', 'L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3'];
  await call(base, 'POST', '/subadmin/addlimitbut', boss, {
    lotteryCategoryName: category.body.data._id,
    limits: games.map((g) => ({ gameCategory: g, limitsButs: g === 'BLT' ? 12000 : 1000 })),
  });
  const tokens: string[] = [];
  for (let i = 0; i < SELLERS; i++) {
    const seller = {
      userName: `bench-seller-${i}`,
      password: 'bench-pass-1',
      isActive: true,
      imei: `bench-imei-${i}`,
      superVisorName: i % 2 ? 'bench-sup' : '',
    };
    const added = await call(base, 'POST', '/subadmin/addseller', boss, seller);
    if (added.status !== 200)
      throw new Error(`seed seller: ${added.status} ${JSON.stringify(added.body)}`);
    tokens.push(
      (
        await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, {
          userName: seller.userName,
          password: seller.password,
          imei: seller.imei,
        })
      ).body.token,
    );
  }
  return { categoryId: category.body.data._id, tokens };
}

const two = () => String(Math.floor(Math.random() * 100)).padStart(2, '0');
const popular = () =>
  Math.random() < 0.3 ? ['07', '13', '27', '33', '77'][Math.floor(Math.random() * 5)]! : two();

function ticket(categoryId: string) {
  const numbers = [{ gameCategory: 'BLT', number: popular(), amount: 25 }];
  const more = 2 + Math.floor(Math.random() * 6);
  for (let i = 0; i < more; i++) {
    const r = Math.random();
    if (r < 0.5) numbers.push({ gameCategory: 'BLT', number: popular(), amount: 10 });
    else if (r < 0.8) numbers.push({ gameCategory: 'MRG', number: `${two()}x${two()}`, amount: 5 });
    else
      numbers.push({
        gameCategory: 'L3C',
        number: `${Math.floor(Math.random() * 10)}${two()}`,
        amount: 2,
      });
  }
  return { lotteryCategoryName: categoryId, numbers };
}

async function load(backend: string, base: string): Promise<Run> {
  const { categoryId, tokens } = await seed(base);
  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const { status } = await call(base, 'POST', '/seller/addticket', token, ticket(categoryId));
        latencies.push(performance.now() - started);
        if (status === 200) accepted++;
        else if (status === 422) refused++;
        else errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const requests = accepted + refused + errors;
  return {
    backend,
    requests,
    accepted,
    refused,
    errors,
    perSecond: requests / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function pgbenchTps(): number {
  const db = freshPostgresDatabase('tiraj_pgbench');
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', db.url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', [
      '-b',
      'tpcb-like',
      '-c',
      String(SELLERS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      db.url,
    ]).toString();
    return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  } finally {
    db.drop();
  }
}

const runs: Run[] = [];
// The embedded database in both durability modes: what flushing every commit to the disk costs.
for (const mode of ['full', 'fast'] as const) {
  const pglite = await startServer(3510, undefined, { EMBEDDED_DURABILITY: mode });
  runs.push(await load(`PGlite (embedded, EMBEDDED_DURABILITY=${mode})`, pglite.base));
  await pglite.stop();
}

const pg = freshPostgresDatabase('tiraj_bench');
const server = await startServer(3511, pg.url);
try {
  runs.push(await load('PostgreSQL', server.base));
} finally {
  await server.stop();
  pg.drop();
}

const tps = pgbenchTps();
const onPg = runs[2]!.perSecond;
const [durable, fast] = [runs[0]!.perSecond, runs[1]!.perSecond];
const rows = runs.map(
  (r) =>
    `| ${r.backend} | ${r.perSecond.toFixed(0)} | ${r.accepted} | ${r.refused} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
);
const text = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}; server and load generator on the same machine.
${SELLERS} concurrent sellers, ${SECONDS} s per backend, each ticket 3–8 lines (BLT, MRG, L3C) against All limits that refuse some sales.

| backend | sales/s | accepted | refused (422) | errors | p50 ms | p99 ms |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Yardstick: pgbench TPC-B-like on the same PostgreSQL (${PG_ADMIN_URL.replace(/\/\/.*@/, '//')}, scale 10, ${SELLERS} clients): **${tps.toFixed(0)} tps**.
Targets: PostgreSQL ≥ 60 % of pgbench (${(0.6 * tps).toFixed(0)}/s) — measured ${onPg.toFixed(0)}/s = ${((onPg / tps) * 100).toFixed(0)} % (${onPg >= 0.6 * tps ? 'met' : 'missed'}); PGlite ≥ 300/s — measured ${durable.toFixed(0)}/s durable (${durable >= 300 ? 'met' : 'missed'}), ${fast.toFixed(0)}/s fast.
Durability on the embedded database costs ${(((fast - durable) / fast) * 100).toFixed(0)} % of the sales/s here (full: one fsync of the WAL per sale; fast: none).`;
console.log(text);
writeSection('Sales (bench:sales)', text);
