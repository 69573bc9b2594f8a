/**
 * The sales benchmark's load: a company with a supervisor, N signed-in sellers
 * and All limits that bite, then sellers selling realistic tickets in a closed
 * loop. Shared by bench:sales and bench:live.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN, call, percentile } from './server.ts';

export const SELLERS = Number(process.env.BENCH_SELLERS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Seconds each load worker sells unmeasured before its measured window (load-worker.ts). */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

export interface Run {
  backend: string;
  requests: number;
  accepted: number;
  refused: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function seed(base: string, sellers = SELLERS) {
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
  for (let i = 0; i < sellers; i++) {
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
/** The share of BLT lines on the five popular numbers every seller's customers ask for. */
export const HOT_SHARE = Number(process.env.BENCH_HOT_SHARE ?? 0.3);
const popular = (hotShare: number) =>
  Math.random() < hotShare ? ['07', '13', '27', '33', '77'][Math.floor(Math.random() * 5)]! : two();

export function ticket(categoryId: string, hotShare = HOT_SHARE) {
  const numbers = [{ gameCategory: 'BLT', number: popular(hotShare), amount: 25 }];
  const more = 2 + Math.floor(Math.random() * 6);
  for (let i = 0; i < more; i++) {
    const r = Math.random();
    if (r < 0.5) numbers.push({ gameCategory: 'BLT', number: popular(hotShare), amount: 10 });
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

export interface LoadPlan {
  /** closed: each seller waits for its answer before the next sale; open: sales arrive at `rate` */
  mode: 'closed' | 'open';
  seconds: number;
  /** open loop: sales per second in all */
  rate?: number;
  /** processes the sellers are spread over (the load is generated outside this event loop) */
  workers?: number;
  /** the share of BLT lines on the popular numbers (HOT_SHARE unless given; 0: no sale refused) */
  hotShare?: number;
  /** called once every worker has ended its warm-up: where the measured window starts */
  onMeasuring?: () => void;
}

/** What one load worker measured (load-worker.ts prints it as JSON). */
export interface WorkerResult {
  latencies: number[];
  accepted: number;
  refused: number;
  errors: number;
}

/**
 * Sells until the plan's time is up, from `workers` child processes (load-worker.ts) that
 * share the sellers: the load generator's own work never slows the figures of the process
 * that measures. Answers the run's sales/s and latencies over every worker.
 */
export async function load(
  backend: string,
  base: string,
  seeded?: Awaited<ReturnType<typeof seed>>,
  plan: LoadPlan = { mode: 'closed', seconds: SECONDS },
): Promise<Run> {
  const { categoryId, tokens } = seeded ?? (await seed(base));
  const workers = Math.min(plan.workers ?? 2, tokens.length);
  let warming = workers;
  const warmed = () => --warming === 0 && plan.onMeasuring?.();
  const results = await Promise.all(
    Array.from({ length: workers }, (_, w) =>
      runWorker(
        {
          base,
          categoryId,
          tokens: tokens.filter((_, i) => i % workers === w),
          mode: plan.mode,
          seconds: plan.seconds,
          warmup: WARMUP,
          hotShare: plan.hotShare ?? HOT_SHARE,
          rate: (plan.rate ?? 0) / workers,
        },
        warmed,
      ),
    ),
  );
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (k: 'accepted' | 'refused' | 'errors') => results.reduce((s, r) => s + r[k], 0);
  const requests = sum('accepted') + sum('refused') + sum('errors');
  return {
    backend,
    requests,
    accepted: sum('accepted'),
    refused: sum('refused'),
    errors: sum('errors'),
    perSecond: requests / plan.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function runWorker(
  config: {
    base: string;
    categoryId: string;
    tokens: string[];
    mode: LoadPlan['mode'];
    seconds: number;
    warmup: number;
    hotShare: number;
    rate: number;
  },
  warmed: () => void,
): Promise<WorkerResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'load-worker.ts'), JSON.stringify(config)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Its first line says its warm-up is over; the rest is what it measured.
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const before = out;
    out += chunk.toString();
    if (!before.includes('\n') && out.includes('\n')) warmed();
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice(out.indexOf('\n') + 1)) as WorkerResult)
        : reject(new Error(`load worker ended with ${code}`)),
    ),
  );
}
