/**
 * `npm run bench:live`: how soon the owner's live screens show a sale while the
 * sales benchmark's load runs (PostgreSQL). The owner follows the risk board's
 * stream; a probe seller sells a ticket every PROBE_MS; for each one we time
 * the `sale` event's arrival, then do what the board and the home do on it
 * (wait their 150 ms settle, refetch) and time the answer that shows it.
 */
import { call, freshPostgresDatabase, machine, percentile, startServer } from './lib/server.ts';
import { load, SECONDS, SELLERS, seed } from './lib/sales-load.ts';
import { writeSection } from './lib/results.ts';

const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 500);
/** The web app's settle before a refetch (features/exposure/api.ts SETTLE_MS). */
const SETTLE_MS = 150;

/** Follows a Server-Sent Events stream; calls back with each event's name and data. */
async function follow(url: string, token: string, onEvent: (name: string, data: string) => void) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          onEvent(name, data);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return () => controller.abort();
}

const pg = freshPostgresDatabase('tiraj_live');
const server = await startServer(3513, pg.url);
try {
  const base = server.base;
  const seeded = await seed(base);
  const boss = (
    await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, {
      userName: 'bench-boss',
      password: 'bench-pass-1',
    })
  ).body.token;
  const probeSeller = {
    userName: 'bench-probe',
    password: 'bench-pass-1',
    isActive: true,
    imei: 'bench-imei-probe',
    superVisorName: '',
  };
  const added = await call(base, 'POST', '/subadmin/addseller', boss, probeSeller);
  if (added.status !== 200) throw new Error(`probe seller: ${added.status}`);
  const probe = (
    await call<{ token: string }>(base, 'POST', '/auth/signin', undefined, probeSeller)
  ).body.token;

  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const stop = await follow(`${base}/api/subadmin/exposure/stream`, boss, (name, data) => {
    if (name !== 'sale') return;
    const { ticketId } = JSON.parse(data) as { ticketId: string };
    arrived.set(ticketId, performance.now());
    waiting.get(ticketId)?.();
  });
  const today = new URLSearchParams({ lotteryCategoryName: seeded.categoryId });

  const fromSale: number[] = []; // sale answered → event
  const board: number[] = []; // sale answered → board refetched
  const home: number[] = []; // sale answered → home refetched
  let probes = 0;
  let missed = 0;
  const loadRun = load('PostgreSQL', base, seeded);
  const deadline = Date.now() + SECONDS * 1000 - 1000;
  await new Promise((r) => setTimeout(r, 1000)); // the load at full speed first
  while (Date.now() < deadline) {
    const next = Date.now() + PROBE_MS;
    const sale = await call<{ data: { _id: string } }>(base, 'POST', '/seller/addticket', probe, {
      lotteryCategoryName: seeded.categoryId,
      numbers: [{ gameCategory: 'L3C', number: '999', amount: 1 }],
    });
    if (sale.status !== 200) throw new Error(`probe sale: ${sale.status}`);
    const answered = performance.now();
    const id = sale.body.data._id;
    probes++;
    const seen = await Promise.race([
      new Promise<boolean>((resolve) => {
        if (arrived.has(id)) return resolve(true);
        waiting.set(id, () => resolve(true));
      }),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    waiting.delete(id);
    if (!seen) {
      missed++;
      continue;
    }
    fromSale.push(Math.max(0, arrived.get(id)! - answered)); // the event may beat the answer
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const [b, h] = await Promise.all([
      call(base, 'GET', `/subadmin/getexposure?${today}`, boss).then(() => performance.now()),
      call(base, 'GET', '/subadmin/gethome', boss).then(() => performance.now()),
    ]);
    board.push(b - answered);
    home.push(h - answered);
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  const run = await loadRun;
  stop();

  const line = (label: string, xs: number[]) => {
    xs.sort((a, b) => a - b);
    return `| ${label} | ${percentile(xs, 50).toFixed(0)} | ${percentile(xs, 95).toFixed(0)} | ${(xs.at(-1) ?? 0).toFixed(0)} | < 2000 ms (${(xs.at(-1) ?? Infinity) < 2000 ? 'met' : 'missed'}) |`;
  };
  const text = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, PostgreSQL, one server process; load generator, probe and owner on the same machine.
Load: the sales benchmark's ${SELLERS} sellers in a closed loop for ${SECONDS} s — ${run.perSecond.toFixed(0)} sales/s, p99 ${run.p99.toFixed(0)} ms. Probe: one more seller sells a ticket every ${PROBE_MS} ms (${probes} probes, ${missed} events not seen within 5 s); the owner follows \`/api/subadmin/exposure/stream\`. Times are from the probe's sale answered; "visible" adds the screens' ${SETTLE_MS} ms settle and their refetch, as the browser does.

| from the sale answered to… | p50 ms | p95 ms | max ms | target |
| --- | --- | --- | --- | --- |
${line('the `sale` event at the owner', fromSale)}
${line('the risk board refetched (visible)', board)}
${line('the home refetched (visible)', home)}`;
  console.log(text);
  writeSection('Live screens under the sales load (bench:live)', text);
} finally {
  await server.stop();
  pg.drop();
}
