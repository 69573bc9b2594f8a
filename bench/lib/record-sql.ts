/**
 * A preload for the measured server (`--import`), for bench:sales's pgbench
 * script: with BENCH_RECORD_SQL set to a file, every statement the server
 * sends to PostgreSQL is appended to it as one JSON line {text, values},
 * values as the driver sends them. Product code is not touched.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const file = process.env.BENCH_RECORD_SQL;
if (file) {
  // The server's own copy of the driver (the one its pool builds clients from).
  const require = createRequire(join(import.meta.dirname, '../../apps/api/package.json'));
  const pg = require('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };
  const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [
      string | { text?: string; values?: unknown[] },
      unknown[] | undefined,
    ];
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : typeof config === 'object' ? config.values : [];
    if (text)
      appendFileSync(
        file,
        `${JSON.stringify({ text, values: (params ?? []).map((v) => prepareValue(v)) })}\n`,
      );
    return query.apply(this, args);
  };
}
