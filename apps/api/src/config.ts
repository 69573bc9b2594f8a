import { resolve } from 'node:path';
import { z } from 'zod';
import { MIN_KEY_LENGTH } from './backup/key-length.ts';

/** The URLs the server can open: a PostgreSQL server, or PGlite in memory for tests. */
export const isDatabaseUrl = (url: string) =>
  /^postgres(ql)?:\/\//.test(url) || url === 'memory://';

const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().int().positive();
/** A result source's base address (http or https; loopback in tests), without a trailing slash. */
const sourceUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const env = z.object({
  PORT: port.default(3000),
  // Loopback by default: a laptop running `npm start` does not show the admin panel to its network.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined)
    .refine(
      (url) => url === undefined || isDatabaseUrl(url),
      'must be a postgres:// or postgresql:// URL (or memory:// in tests); leave it unset for the embedded database',
    ),
  PG_POOL_SIZE: positive.default(20),
  ADMIN_USERNAME: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  TZ_OPERATOR: z
    .string()
    .default('America/Port-au-Prince')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'TZ_OPERATOR must be an IANA time zone, like America/Port-au-Prince'),
  SESSION_TTL_HOURS: positive.default(12),
  FILES_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  CONTACT_PHONE: z.string().default('+509 0000-0000'),
  CONTACT_EMAIL: z.string().default('contact@example.com'),
  /** wrong passwords per (user name, client address); never per user name alone */
  SIGNIN_MAX_FAILURES_PER_USER: positive.default(5),
  SIGNIN_MAX_FAILURES_PER_IP: positive.default(50),
  SIGNIN_WINDOW_MINUTES: positive.default(15),
  /** calls a minute per session token under /api (0: no limit) */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(12000),
  /** calls a minute per client address without a token under /api (0: no limit) */
  RATE_LIMIT_ANON_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  PUBLIC_TICKET_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** where LotterySoft's dashboard is served (comma-separated origins): CORS and its shapes there */
  LOTTERYSOFT_DASHBOARD_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'an origin: http(s)://host[:port]'))),
  REDIS_URL: z.string().optional(),
  /** the longest an instance keeps a session or a lottery category in memory (0: never) */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SHUTDOWN_TIMEOUT_SECONDS: positive.default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBEDDED_DURABILITY: z.enum(['full', 'fast']).default('full'),
  // setInterval cannot wait longer than 24.8 days: three weeks is the longest period.
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(504).default(0),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: positive.default(7),
  // Refused at start rather than at the first backup, hours later, in a log nobody reads.
  BACKUP_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined)
    .refine(
      (key) => key === undefined || key.length >= MIN_KEY_LENGTH,
      `must be at least ${MIN_KEY_LENGTH} characters (or unset: a key file is used)`,
    ),
  BACKUP_KEY_FILE: z.string().optional(),
  /** issue 40: this server asks the lotteries for the draws' results (modules/result-proposals) */
  RESULTS_FETCH: z.enum(['on', 'off']).default('off'),
  RESULTS_FETCH_TIMEOUT_SECONDS: positive.max(120).default(15),
  RESULTS_SOURCE_NY_OPEN_DATA_URL: sourceUrl.default('https://data.ny.gov/resource/hsys-3def.json'),
  /** an app token: its own throttle at data.ny.gov (without one, a shared and lower one) */
  RESULTS_SOURCE_NY_OPEN_DATA_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((token) => token || undefined),
  RESULTS_SOURCE_TEXAS_URL: sourceUrl.default(
    'https://www.texaslottery.com/export/sites/lottery/Games',
  ),
});

export type Config = ReturnType<typeof configFrom>;

/** The address to print at start: a wildcard host is reached at localhost from this machine. */
export function listeningUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Environment → typed config. A bad value stops the server at start with a clear message. */
export function configFrom(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** absent: embedded PGlite under dataDir; `memory://`: PGlite in memory (tests) */
    databaseUrl: e.DATABASE_URL,
    /** connections each instance keeps to a PostgreSQL server */
    pgPoolSize: e.PG_POOL_SIZE,
    adminUserName: e.ADMIN_USERNAME || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    timeZone: e.TZ_OPERATOR,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    filesDir: resolve(e.FILES_DIR ?? `${dataDir}/files`),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    contact: { phone: e.CONTACT_PHONE, email: e.CONTACT_EMAIL },
    signIn: {
      maxFailuresPerUser: e.SIGNIN_MAX_FAILURES_PER_USER,
      maxFailuresPerIp: e.SIGNIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.SIGNIN_WINDOW_MINUTES,
    },
    rateLimit: {
      perToken: e.RATE_LIMIT_PER_MINUTE,
      anonymous: e.RATE_LIMIT_ANON_PER_MINUTE,
      /** public ticket checks a minute per client address (0: no limit) */
      publicTicket: e.PUBLIC_TICKET_PER_MINUTE,
    },
    /** the origin the tickets' public links name (their QR codes); unset: the address called */
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    /** the origins LotterySoft's dashboard is served from (issue 27); empty: none */
    lotterySoftDashboardOrigins: e.LOTTERYSOFT_DASHBOARD_ORIGINS,
    redisUrl: e.REDIS_URL,
    /** changes drop cached entries at once on every instance; this bounds a lost notice */
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    /** how long a stop waits for requests in flight before exiting anyway */
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    /** embedded database only: `full` flushes every commit to the disk, `fast` leaves it to the OS */
    embeddedDurability: e.EMBEDDED_DURABILITY,
    backups: {
      /** 0: no scheduled backups */
      everyHours: e.BACKUP_EVERY_HOURS,
      dir: resolve(e.BACKUP_DIR ?? `${dataDir}/backups`),
      keep: e.BACKUP_KEEP,
      /** backups are signed with this key: BACKUP_KEY, else the key file (backup/key.ts) */
      key: {
        key: e.BACKUP_KEY,
        file: resolve(e.BACKUP_KEY_FILE ?? `${dataDir}/backup.key`),
      },
    },
    /** where the draws' results are read from (issue 40; modules/result-sources) */
    results: {
      /** 'on': main.ts starts the scheduler (modules/result-proposals/scheduler.ts) */
      fetch: e.RESULTS_FETCH,
      timeoutMs: e.RESULTS_FETCH_TIMEOUT_SECONDS * 1000,
      sources: {
        nyOpenData: {
          url: e.RESULTS_SOURCE_NY_OPEN_DATA_URL,
          token: e.RESULTS_SOURCE_NY_OPEN_DATA_TOKEN,
        },
        texas: { url: e.RESULTS_SOURCE_TEXAS_URL },
      },
    },
  };
}
