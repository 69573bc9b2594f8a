import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '@tiraj/domain/contracts';
import { testApp } from '../support/app.ts';
import {
  createCompany,
  createUser,
  insertTicket,
  openCategory,
  signIn,
  unique,
} from '../support/factories.ts';
import {
  fieldPaths,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  resolve,
  sampleOf,
  seededRandom,
  withField,
  BROKEN_FORMS,
  type Hints,
  type JsonSchema,
  type Sampler,
} from '../support/fuzz.ts';
import { CONDITIONS, RESULT, PERCENTAGES, fuzzRecords } from '../support/fuzz-records.ts';
import { fuzzSender, text, type Call, type Operation, type Route } from '../support/fuzz-send.ts';
import { tokensByRole, type RoleName } from '../support/roles.ts';

/**
 * Every route of the OpenAPI document, called with a seeded set of hostile
 * inputs and a valid token of its role: never a 5xx, and every 4xx in the one
 * error shape. Every run sends each field a NUL and a fixed-seed sample of the
 * other mutations; FUZZ_FULL=1 draws a new seed and 40 mutations per route.
 * Replay a run with the seed it prints: FUZZ_SEED=<seed>.
 */
const FULL = process.env.FUZZ_FULL === '1';
const SEED = Number(
  process.env.FUZZ_SEED ?? (FULL ? Math.floor(Math.random() * 2 ** 31) : 20261126),
);
/** Randomly chosen mutations per route, besides the sweep of every field with a NUL. */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? (FULL ? 40 : 8));
const replay = `FUZZ_SEED=${SEED} FUZZ_PER_ROUTE=${PER_ROUTE} npx vitest run --project api ${import.meta.filename}`;
console.log(`fuzz seed ${SEED}, ${PER_ROUTE} mutations a route (replay: ${replay})`);
const random = seededRandom(SEED);

const { app, ctx } = await testApp();
await app.ready();
const { tokens, fixture } = await tokensByRole(app, ctx.db);
// What the mutations may change, deactivate or delete: never the holders of the tokens.
const victimSeller = await createUser(ctx.db, 'seller', fixture.company.id, {
  imei: unique('imei'),
  supervisorId: fixture.supervisor.id,
});
const victimSupervisor = await createUser(ctx.db, 'supervisor', fixture.company.id);
const victimCompany = await createCompany(ctx.db);
const category = await openCategory(ctx.db);
const ticket = await insertTicket(ctx.db, {
  companyId: fixture.company.id,
  sellerId: fixture.seller.id,
});
/** A session of its own for /api/auth/signout and /me, so signing out ends no other call's token. */
const ownSession = await signIn(app, fixture.subadmin);
const DATES = [category.drawDate, '2026-11-01', '2026-12-31'];
const records = await fuzzRecords({ app, tokens, category, victimCompany, DATES });

const ID_POOL = [
  ...records,
  victimSeller.id,
  victimSupervisor.id,
  victimCompany.subadmin.id,
  victimCompany.company.id,
  category.id,
  ticket.id,
  randomUUID(),
];
const hints: Hints = {
  id: () => random.pick(ID_POOL),
  lotteryCategoryName: () => random.pick([category.name, category.id]),
  seller: () => random.pick([fixture.seller.id, victimSeller.id]),
  superVisor: () => victimSupervisor.id,
  superVisorName: () => victimSupervisor.userName,
  receiverId: () => fixture.seller.id,
  senderId: () => fixture.seller.id,
  before: () => randomUUID(),
  company: () => victimCompany.company.id,
  ticketId: () => ticket.ticketCode,
  fromDate: () => random.pick(DATES),
  toDate: () => random.pick(DATES),
  date: () => random.pick(DATES),
  startTime: () => '08:00',
  endTime: () => '20:00',
  number: () => random.pick(['12', '123', '12x34']),
  gameNumber: () => '12',
  userName: () => unique('fz'),
  password: () => 'secret-fuzz',
  imei: () => unique('imei'),
  saleKey: () => unique('key').replace(/-/g, '_'),
  key: () => `${randomUUID()}.png`,
  limit: () => 10,
  conditions: () => CONDITIONS,
  '/api/seller/addticket numbers': () => [
    { gameCategory: 'BLT', number: random.pick(['12', '34', '56']), amount: 5 },
  ],
  '/api/admin/addwiningnumber numbers': () => RESULT,
  '/api/admin/updatewiningnumber/{id} numbers': () => RESULT,
  '/api/subadmin/addpercentagelimit limits': () => PERCENTAGES,
  '/api/subadmin/updatepercentagelimit/{id} limits': () => PERCENTAGES,
};

const doc = app.swagger() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
const components = doc.components.schemas;

const STREAMS = [
  '/api/chat/stream',
  '/api/subadmin/exposure/stream',
  '/api/supervisor/exposure/stream',
];

/** The token a route needs: its role from the path, as every guarded route is named. */
function tokenFor(path: string): string | undefined | 'skip' {
  // The push streams (chat, risk board) take no input at all (no query, body or params) and never
  // end (they are hijacked), so there is nothing to mutate; chat-live.test.ts and
  // exposure-live.test.ts cover them.
  if (STREAMS.includes(path.toLowerCase())) return 'skip';
  const role = /^\/api\/(admin|subadmin|sbuadmin|supervisor|seller)\//i.exec(path)?.[1];
  if (role) {
    const name = role.toLowerCase() === 'sbuadmin' ? 'subadmin' : (role.toLowerCase() as RoleName);
    return tokens[name];
  }
  if (/^\/api\/auth\/(signout|me|changepassword)$/.test(path)) return ownSession;
  // Logos are public and chat files need a party's token: the subadmin's does for both.
  if (path.startsWith('/files/')) return tokens.subadmin;
  return undefined;
}

const routes: Route[] = [];
const skipped: string[] = [];
for (const [path, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    const token = tokenFor(path);
    if (token === 'skip') {
      skipped.push(`${method.toUpperCase()} ${path}`);
      continue;
    }
    routes.push({ method: method.toUpperCase(), path, op, token });
  }
}
// Signing out ends a session: last, so it cannot disturb the rest even by mistake.
routes.sort(
  (a, b) => Number(a.path === '/api/auth/signout') - Number(b.path === '/api/auth/signout'),
);

function baseCall(route: Route, optionalRate: number): Call {
  const sampler: Sampler = { components, random, hints, optionalRate, route: route.path };
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of route.op.parameters ?? []) {
    const value = sampleOf(p.schema, sampler, p.name);
    if (p.in === 'path') params[p.name] = text(value);
    else if (p.required || random.next() < optionalRate) query[p.name] = text(value);
  }
  const content = route.op.requestBody?.content ?? {};
  const form = 'multipart/form-data' in content;
  const schema = resolve(
    (content['application/json'] ?? content['multipart/form-data'])?.schema,
    components,
  );
  const body = schema ? sampleOf(schema, sampler) : undefined;
  return { what: 'sample', params, query, body, form };
}

/** Every mutation of one route: each field, parameter and the body as a whole. */
function mutationsOf(route: Route): { sweep: Call[]; random: Call[] } {
  const base = baseCall(route, 0.5);
  const full = baseCall(route, 1);
  const sweep: Call[] = [];
  const pool: Call[] = [];
  const hostile = (base.form ? HOSTILE_TEXT : HOSTILE_VALUES) as readonly unknown[];
  for (const [where, values] of [
    ['params', full.params],
    ['query', full.query],
  ] as const) {
    for (const name of Object.keys(values)) {
      const swapped = (value: string | string[]) => ({
        ...full,
        [where]: { ...values, [name]: value },
      });
      sweep.push({ ...swapped('a\u0000b'), what: `${where}.${name} = NUL`, mustRefuse: true });
      // Every known id once, so updates and deletes reach their services, not only the contract.
      if (where === 'params' && name === 'id')
        for (const id of ID_POOL) sweep.push({ ...swapped(id), what: `params.id = a known id` });
      for (const value of HOSTILE_TEXT)
        pool.push({
          ...swapped(value),
          what: `${where}.${name} = ${JSON.stringify(value).slice(0, 40)}`,
        });
      if (where === 'query') pool.push({ ...swapped(['1', '2']), what: `query.${name} twice` });
    }
  }
  if (full.body !== undefined) {
    for (const path of fieldPaths(full.body)) {
      const label = `body.${path.join('.')}`;
      sweep.push({
        ...full,
        body: withField(full.body, path, 'a\u0000b'),
        what: `${label} = NUL`,
        mustRefuse: true,
      });
    }
    for (const path of fieldPaths(base.body)) {
      const label = `body.${path.join('.')}`;
      for (const value of hostile)
        pool.push({
          ...base,
          body: withField(base.body, path, value),
          what: `${label} = ${text(value).slice(0, 40)}`,
        });
      pool.push({
        ...base,
        body: withField(base.body, path, undefined),
        what: `${label} left out`,
      });
    }
    for (const body of [null, [], 'text', 42, HOSTILE_VALUES.at(-1), { extra: 'x'.repeat(1000) }])
      pool.push({ ...base, body, what: `body = ${text(body).slice(0, 40)}` });
    if (base.form) {
      pool.push({ ...base, form: false, what: 'JSON body to a multipart route' });
      // Broken forms: the multipart parser's own errors must be 4xx too. Always sent.
      for (const raw of BROKEN_FORMS) sweep.push({ ...base, raw, what: `broken form ${raw.what}` });
    }
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    pool.push({ ...base, body: { unexpected: ['a\u0000'] }, what: 'a body nobody asked for' });
  }
  return { sweep, random: [base, ...random.sample(pool, PER_ROUTE)] };
}

const send = fuzzSender(app);

describe(`fuzz every route of the OpenAPI document (seed ${SEED})`, () => {
  it('covers every route but those that take no input', () => {
    expect(skipped.sort()).toEqual(STREAMS.map((path) => `GET ${path}`).sort());
    expect(routes.length).toBeGreaterThan(90);
    const guardedWithoutToken = routes.filter((r) => r.op.security && !r.token);
    expect(guardedWithoutToken.map((r) => r.path)).toEqual([]);
  });

  it('never answers 5xx, always answers 4xx as {success:false, message, code}, never accepts a NUL', async () => {
    const failures: string[] = [];
    let calls = 0;
    const succeeded = new Set<string>();
    const statuses: string[] = [];
    for (const route of routes) {
      const { sweep, random: picked } = mutationsOf(route);
      for (const call of [...sweep, ...picked]) {
        const response = await send(route, call);
        calls++;
        const key = `${route.method} ${route.path}`;
        if (response.statusCode < 300) succeeded.add(key);
        if (process.env.FUZZ_DEBUG) statuses.push(`${key} ${response.statusCode} ${call.what}`);
        const where = `${route.method} ${route.path} [${call.what}] → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          failures.push(`${where} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (call.mustRefuse && response.statusCode < 400)
          failures.push(`${where}: a NUL was accepted`);
        if (response.statusCode >= 400) {
          let body: { success?: unknown; message?: unknown; code?: unknown } = {};
          try {
            body = response.json();
          } catch {
            failures.push(`${where}: not JSON`);
            continue;
          }
          // Every refusal carries a stable code beside its English message (messages/codes.ts).
          if (
            body.success !== false ||
            typeof body.message !== 'string' ||
            body.message === '' ||
            typeof body.code !== 'string'
          )
            failures.push(`${where}: not the error shape ${response.body.slice(0, 200)}`);
          // A message never carries what was sent back: no control character, no huge text.
          else if (hasControlCharacters(body.message) || body.message.length > 2000)
            failures.push(`${where}: the message echoes the input ${body.message.slice(0, 100)}`);
        }
      }
    }
    console.log(
      `fuzz seed ${SEED}: ${calls} calls over ${routes.length} routes, ${succeeded.size} of them answered 2xx at least once`,
    );
    if (process.env.FUZZ_DEBUG) console.log(statuses.join('\n'));
    expect(failures, `seed ${SEED}`).toEqual([]);
    // 5 to 17 s on a quiet machine; minutes when the machine is shared with other work.
  }, 300_000);
});
