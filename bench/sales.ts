/**
 * `npm run bench:sales`: N concurrent sellers over HTTP selling realistic
 * tickets against limits, on PGlite and on PostgreSQL; sales/s and latency,
 * next to the machine's pgbench TPC-B-like tps as the yardstick.
 */
import { execFileSync } from 'node:child_process';
import { freshPostgresDatabase, machine, PG_ADMIN_URL, startServer } from './lib/server.ts';
import { load, SECONDS, SELLERS, type Run } from './lib/sales-load.ts';
import { writeSection } from './lib/results.ts';

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
