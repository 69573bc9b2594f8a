/**
 * One load generator process (sales-load.ts starts them): sells for its share of
 * the sellers, then prints what it measured as JSON on stdout.
 * Closed loop: each seller sells again as soon as it has its answer.
 * Open loop: sales arrive at random (exponential gaps) at the worker's rate, spread
 * over its sellers, whether or not earlier ones were answered: a slow server
 * cannot slow the arrivals down, so the latencies are those sellers would see.
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
  rate: number;
};

const result: WorkerResult = { latencies: [], accepted: 0, refused: 0, errors: 0 };
const deadline = performance.now() + config.seconds * 1000;

async function sellOnce(token: string) {
  const started = performance.now();
  try {
    const { status } = await call(
      config.base,
      'POST',
      '/seller/addticket',
      token,
      ticket(config.categoryId),
    );
    if (status === 200) result.accepted++;
    else if (status === 422) result.refused++;
    else result.errors++;
  } catch {
    result.errors++;
  }
  result.latencies.push(performance.now() - started);
}

if (config.mode === 'closed') {
  await Promise.all(
    config.tokens.map(async (token) => {
      while (performance.now() < deadline) await sellOnce(token);
    }),
  );
} else {
  const inFlight = new Set<Promise<void>>();
  const gap = () => -Math.log(1 - Math.random()) * (1000 / config.rate);
  let at = performance.now() + gap();
  while (at < deadline) {
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const token = config.tokens[Math.floor(Math.random() * config.tokens.length)]!;
    const sale = sellOnce(token).finally(() => inFlight.delete(sale));
    inFlight.add(sale);
    at += gap();
  }
  await Promise.all(inFlight);
}

process.stdout.write(JSON.stringify(result));
