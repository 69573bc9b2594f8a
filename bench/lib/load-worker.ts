/**
 * One load generator process (sales-load.ts starts them): sells for its share of
 * the sellers, then prints what it measured as JSON on stdout.
 * Closed loop: each seller sells again as soon as it has its answer.
 * Open loop: sales arrive at random (exponential gaps) at the worker's rate, spread
 * over its sellers, whether or not earlier ones were answered: a slow server
 * cannot slow the arrivals down, so the latencies are those sellers would see.
 * Both first sell for `warmup` seconds unmeasured: a fresh process's first calls
 * load Node's fetch and compile this code, and in the open loop the arrivals kept
 * coming meanwhile (measured: the sales of a run's first 400 ms took 50–250 ms,
 * those after 5 ms, on a server already warm).
 */
import type { WorkerResult } from './sales-load.ts';
import { call } from './server.ts';
import { ticket } from './sales-load.ts';

const config = JSON.parse(process.argv[2]!) as {
  base: string;
  categoryId: string;
  tokens: string[];
  mode: 'closed' | 'open';
  seconds: number;
  warmup: number;
  hotShare: number;
  rate: number;
};

const result: WorkerResult = { latencies: [], accepted: 0, refused: 0, errors: 0 };

/** One sale; counted only when `measured` (a warm-up sale answered late is not). */
async function sellOnce(token: string, measured: boolean) {
  const started = performance.now();
  let outcome: 'accepted' | 'refused' | 'errors';
  try {
    const { status } = await call(
      config.base,
      'POST',
      '/seller/addticket',
      token,
      ticket(config.categoryId, config.hotShare),
    );
    outcome = status === 200 ? 'accepted' : status === 422 ? 'refused' : 'errors';
  } catch {
    outcome = 'errors';
  }
  if (!measured) return;
  result[outcome]++;
  result.latencies.push(performance.now() - started);
}

/** Sells until `until` (a performance.now() time), in the plan's mode. */
async function sellUntil(until: number, measured: boolean) {
  if (config.mode === 'closed') {
    await Promise.all(
      config.tokens.map(async (token) => {
        while (performance.now() < until) await sellOnce(token, measured);
      }),
    );
    return;
  }
  const inFlight = new Set<Promise<void>>();
  const gap = () => -Math.log(1 - Math.random()) * (1000 / config.rate);
  let at = performance.now() + gap();
  while (at < until) {
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const token = config.tokens[Math.floor(Math.random() * config.tokens.length)]!;
    const sale = sellOnce(token, measured).finally(() => inFlight.delete(sale));
    inFlight.add(sale);
    at += gap();
  }
  // The warm-up's last sales run on into the measured window, as a steady load's would.
  if (measured) await Promise.all(inFlight);
}

await sellUntil(performance.now() + config.warmup * 1000, false);
process.stdout.write('measuring\n');
await sellUntil(performance.now() + config.seconds * 1000, true);
process.stdout.write(JSON.stringify(result));
