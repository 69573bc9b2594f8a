/**
 * `npm run bench:sales`: N concurrent sellers over HTTP selling realistic
 * tickets against limits, on PGlite and on PostgreSQL; sales/s and latency,
 * next to the machine's pgbench TPC-B-like tps as the yardstick. Then an open
 * loop: OPEN_SELLERS sellers selling at random at fixed total rates, p50/p99.
 * The load comes from child processes (lib/load-worker.ts).
 */

const OPEN_SELLERS = Number(process.env.BENCH_OPEN_SELLERS ?? 500);
const OPEN_RATES = (process.env.BENCH_OPEN_RATES ?? '100,200,300').split(',').map(Number);
const OPEN_PGLITE_RATE = Number(process.env.BENCH_OPEN_PGLITE_RATE ?? 100);
import { execFileSync } from 'node:child_process';
import { freshPostgresDatabase, machine, PG_ADMIN_URL, startServer } from './lib/server.ts';
import { HOT_SHARE, load, SECONDS, seed, SELLERS, WARMUP, type Run } from './lib/sales-load.ts';
import { cpuPerSale, cpuSnapshot, type CpuSnapshot } from './lib/cpu.ts';
import { writeSection } from './lib/results.ts';
import { pgbenchScript, recordSaleScript } from './lib/sale-sql.ts';

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

/**
 * A closed loop on a fresh PostgreSQL database, with the CPU each process used per sale over
 * the measured window (seeded first, so that the CPU counted is the sales').
 */
async function closedLoopOnPostgres(backend: string, port: number, hotShare?: number) {
  const db = freshPostgresDatabase('tiraj_bench');
  const server = await startServer(port, db.url);
  try {
    const seeded = await seed(server.base);
    let before!: CpuSnapshot;
    const run = await load(backend, server.base, seeded, {
      mode: 'closed',
      seconds: SECONDS,
      ...(hotShare !== undefined && { hotShare }),
      onMeasuring: () => (before = cpuSnapshot(server.pid)),
    });
    return { run, cpu: cpuPerSale(before, cpuSnapshot(server.pid), run.requests) };
  } finally {
    await server.stop();
    db.drop();
  }
}

const onPostgres = await closedLoopOnPostgres('PostgreSQL', 3511);
// The same load without the popular numbers: nothing refused, so every sale counted stores a ticket
// (with them, the faster the server, the sooner those numbers are full and the more sales refused).
const allSold = await closedLoopOnPostgres('PostgreSQL, no popular numbers', 3512, 0);
runs.push(onPostgres.run, allSold.run);
const [cpu, cpuAll] = [onPostgres.cpu, allSold.cpu];

/** The open loop on one server: the rates in turn, on the same sellers and draw. */
async function openLoop(backend: string, base: string, rates: number[]) {
  const seeded = await seed(base, OPEN_SELLERS);
  const out: (Run & { rate: number })[] = [];
  for (const rate of rates)
    out.push({
      rate,
      ...(await load(backend, base, seeded, { mode: 'open', seconds: SECONDS, rate })),
    });
  return out;
}

const open: (Run & { rate: number })[] = [];
const openPg = freshPostgresDatabase('tiraj_bench_open');
const openServer = await startServer(3515, openPg.url);
try {
  open.push(...(await openLoop('PostgreSQL', openServer.base, OPEN_RATES)));
} finally {
  await openServer.stop();
  openPg.drop();
}
const openLite = await startServer(3516);
try {
  open.push(...(await openLoop('PGlite (embedded, durable)', openLite.base, [OPEN_PGLITE_RATE])));
} finally {
  await openLite.stop();
}

// The sale's own statements, recorded from the server and replayed by pgbench on the same seed.
const saleSqlDb = freshPostgresDatabase('tiraj_sale_sql');
let saleSql: ReturnType<typeof pgbenchScript>;
try {
  saleSql = pgbenchScript(
    saleSqlDb.url,
    await recordSaleScript(saleSqlDb.url, 3517),
    SELLERS,
    SECONDS,
  );
} finally {
  saleSqlDb.drop();
}
const tps = pgbenchTps();
const onPg = runs[2]!.perSecond;
const [durable, fast] = [runs[0]!.perSecond, runs[1]!.perSecond];
const rows = runs.map(
  (r) =>
    `| ${r.backend} | ${r.perSecond.toFixed(0)} | ${(r.accepted / SECONDS).toFixed(0)} | ${r.accepted} | ${r.refused} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
);
const text = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}; server and load generator on the same machine.
${SELLERS} concurrent sellers, ${SECONDS} s per backend, each ticket 3–8 lines (BLT, MRG, L3C) against All limits that refuse some sales (${(HOT_SHARE * 100).toFixed(0)} % of BLT lines on five popular numbers, unless said), after ${WARMUP} s of unmeasured warm-up per load process.

| backend | sales/s | accepted/s | accepted | refused (422) | errors | p50 ms | p99 ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Yardstick: pgbench TPC-B-like on the same PostgreSQL (${PG_ADMIN_URL.replace(/\/\/.*@/, '//')}, scale 10, ${SELLERS} clients): **${tps.toFixed(0)} tps**.
The sale's own SQL (the ${saleSql.statements} statements one sale sends, recorded from the server by \`lib/record-sql.ts\`, on random numbers), replayed by pgbench with ${SELLERS} clients and no HTTP or Node in the way: **${saleSql.tps.toFixed(0)} tps** (${saleSql.failed} failed). The HTTP sales/s on PostgreSQL are ${((onPg / saleSql.tps) * 100).toFixed(0)} % of it and ${((onPg / tps) * 100).toFixed(0)} % of TPC-B; one sale's SQL costs ${(tps / saleSql.tps).toFixed(1)} TPC-B transactions.
Targets: PostgreSQL ≥ 60 % of pgbench (${(0.6 * tps).toFixed(0)}/s) — measured ${onPg.toFixed(0)}/s = ${((onPg / tps) * 100).toFixed(0)} % (${onPg >= 0.6 * tps ? 'met' : 'missed'}); PGlite ≥ 300/s — measured ${durable.toFixed(0)}/s durable (${durable >= 300 ? 'met' : 'missed'}), ${fast.toFixed(0)}/s fast.
Where a sale's time goes on PostgreSQL (CPU per sale answered in the closed loop, from /proc; 2 cores give ${(2000 / onPg).toFixed(2)} ms of CPU per sale at this rate): the API server **${cpu.server.toFixed(2)} ms**, PostgreSQL's processes **${cpu.database.toFixed(2)} ms**, the load generator and the kernel ${cpu.rest.toFixed(2)} ms (machine ${cpu.machine.toFixed(2)} ms); with no popular numbers (every sale stores a ticket) ${cpuAll.server.toFixed(2)}, **${cpuAll.database.toFixed(2)}** and ${cpuAll.rest.toFixed(2)} ms (machine ${cpuAll.machine.toFixed(2)} ms).
Durability on the embedded database costs ${(((fast - durable) / fast) * 100).toFixed(0)} % of the sales/s here (full: one fsync of the WAL per sale; fast: none).

Open loop: ${OPEN_SELLERS} sellers, sales arriving at random (exponential gaps) at a fixed total rate for ${SECONDS} s each, whether or not earlier ones were answered.

| backend | asked sales/s | answered sales/s | accepted | refused (422) | errors | p50 ms | p99 ms | target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${open
  .map((r) => {
    const pglite = r.backend.startsWith('PGlite');
    const target = pglite ? 150 : r.rate === 300 ? 100 : undefined;
    return `| ${r.backend} | ${r.rate} | ${r.perSecond.toFixed(0)} | ${r.accepted} | ${r.refused} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${target ? `p99 < ${target} ms (${r.p99 < target ? 'met' : 'missed'})` : '—'} |`;
  })
  .join('\n')}`;
console.log(text);
writeSection('Sales (bench:sales)', text);
