/**
 * The yardstick next to TPC-B: the very statements one sale executes, recorded
 * from the real server (record-sql.ts) on the benchmark's own data, replayed by
 * pgbench with no HTTP or Node in the way. Each transaction sells a ticket on
 * random numbers under a fresh ticket code, as the one seller recorded.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from './sales-load.ts';
import { call, startServer } from './server.ts';

/** The recorded ticket's numbers, each replaced by a random one per pgbench transaction. */
const RECORDED = [
  { gameCategory: 'BLT', number: '41', amount: 7, random: `lpad((:blt)::text, 2, '0')` },
  {
    gameCategory: 'MRG',
    number: '13×62',
    amount: 3,
    random: `lpad((:m1)::text, 2, '0') || '×' || lpad((:m2)::text, 2, '0')`,
  },
  { gameCategory: 'L3C', number: '907', amount: 2, random: `lpad((:l3c)::text, 3, '0')` },
];

const literal = (v: unknown) =>
  v === null || v === undefined ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`;

/**
 * The sale's jsonb parameter of `tiraj_sell` (its ticket, lines and deltas) as a SQL expression:
 * a fresh ticket code and the recorded numbers replaced by random ones, wherever they appear.
 */
function sellJson(json: string) {
  const code = (JSON.parse(json) as { ticketCode?: string }).ticketCode;
  let expr = literal(json);
  if (code)
    expr = `replace(${expr}, ${literal(`"ticketCode":"${code}"`)}, '"ticketCode":"' || upper(substr(md5(random()::text), 1, 10)) || '"')`;
  for (const r of RECORDED)
    expr = `replace(${expr}, ${literal(`"number":"${r.number}"`)}, '"number":"' || ${r.random} || '"')`;
  return expr;
}

/** A recorded statement with its parameters written in as literals ($12 is not $1 then "2"). */
function inline(text: string, values: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    const number = RECORDED.find((r) => r.number === v);
    if (typeof v === 'string' && v.startsWith('{') && /tiraj_sell/.test(text)) return sellJson(v);
    return number ? number.random : literal(v);
  });
}

/** Records one sale on a server started on `pgUrl` (seeded like the load), answers the pgbench script. */
export async function recordSaleScript(pgUrl: string, port: number): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'tiraj-sql-')), 'statements.jsonl');
  const server = await startServer(port, pgUrl, { BENCH_RECORD_SQL: file }, [
    '--import',
    join(import.meta.dirname, 'record-sql.ts'),
  ]);
  let recorded: { text: string; values: unknown[] }[];
  try {
    const { categoryId, tokens } = await seed(server.base, 1);
    const sell = (numbers: typeof RECORDED) =>
      call(server.base, 'POST', '/seller/addticket', tokens[0], {
        lotteryCategoryName: categoryId,
        numbers: numbers.map(({ gameCategory, number, amount }) => ({
          gameCategory,
          number,
          amount,
        })),
      });
    await sell([{ ...RECORDED[0]!, number: '42' }]); // the first sale warms the caches
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(file, '');
    const sold = await sell(RECORDED);
    if (sold.status !== 200) throw new Error(`recorded sale: ${sold.status}`);
    await new Promise((r) => setTimeout(r, 300)); // what follows the answer (the live notice)
    recorded = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { text: string; values: unknown[] });
  } finally {
    await server.stop();
  }
  const statements = recorded.map((r) => {
    // A fresh ticket code per transaction: the code is the ticket insert's second parameter.
    const values = /insert into tickets/i.test(r.text)
      ? r.values.map((v, i) => (i === 1 ? '\u0001code' : v))
      : r.values;
    return inline(r.text, values)
      .replace(`'\u0001code'`, `upper(substr(md5(random()::text), 1, 10))`)
      .replace(/\s+/g, ' ')
      .trim();
  });
  return [
    `\\set blt random(0, 99)`,
    `\\set m1 random(0, 49)`,
    `\\set m2 random(50, 99)`,
    `\\set l3c random(0, 999)`,
    ...statements.map((s) => `${s};`),
  ].join('\n');
}

/** Runs a pgbench script for `seconds` with `clients`; answers its tps and failed transactions. */
export function pgbenchScript(url: string, script: string, clients: number, seconds: number) {
  const file = join(mkdtempSync(join(tmpdir(), 'tiraj-pgbench-')), 'sale.sql');
  writeFileSync(file, script);
  const out = execFileSync('pgbench', [
    '-n',
    '-f',
    file,
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    url,
  ]).toString();
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0),
    failed: Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0),
    statements: script.split('\n').filter((l) => !l.startsWith('\\')).length,
  };
}
