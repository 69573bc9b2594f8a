import { sql } from 'drizzle-orm';
import { DEFAULT_ALERT_PERCENT } from '@tiraj/domain';
import { LANGUAGES } from '@tiraj/domain/contracts';
import { STAFF_ROLES } from '@tiraj/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A lottery company renting Tiraj: the tenant. Its owner is its subadmin user. */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  logoPath: text('logo_path').notNull().default(''),
  address: text('address').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  /** Free MRG lines on big tickets (ARCHITECTURE.md §6b Bonus). */
  bonusFlag: boolean('bonus_flag').notNull().default(false),
  /** How long a seller may cancel its own ticket after selling it. */
  cancelWindowMinutes: integer('cancel_window_minutes').notNull().default(10),
  /** Its sellers may pay out any of its winning tickets, not only those they sold. */
  sellersPayAnyTicket: boolean('sellers_pay_any_ticket').notNull().default(false),
  /** The line printed at the foot of its tickets, e.g. "Fich valab 90 jou" ('' prints none). */
  ticketValidity: text('ticket_validity').notNull().default(''),
  /** The share (1–100 %) of a number's limit at which the company's shells are warned (issue 15). */
  alertPercent: integer('alert_percent').notNull().default(DEFAULT_ALERT_PERCENT),
  /** Its sellers may sign in from LotterySoft's seller app by device ID (issue 27). */
  lotterySoftDevices: boolean('lotterysoft_devices').notNull().default(false),
  /** Issue 26: the sellers' commission, hundredths of a percent (12.5 % → 1250); a seller may override it. */
  sellerCommissionRate: integer('seller_commission_rate').notNull().default(0),
  /** Issue 26: a supervisor's commission on its sellers' sales, hundredths of a percent. */
  supervisorCommissionRate: integer('supervisor_commission_rate').notNull().default(0),
  /** Issue 26: the largest ticket (centimes) a seller may pay out; null: no limit. */
  sellerPayoutLimit: bigint('seller_payout_limit', { mode: 'number' }),
  /** Issue 26: the most (centimes) a seller may owe before its sales are refused; null: no limit. */
  defaultCreditLimit: bigint('default_credit_limit', { mode: 'number' }),
  /** Issue 32: may its sellers sell offline from a grant; off by default. */
  offlineEnabled: boolean('offline_enabled').notNull().default(false),
  /** Issue 32: the most (centimes) one device may sell offline for one draw. */
  offlineBudget: bigint('offline_budget', { mode: 'number' }).notNull().default(200_000),
  /** Issue 32: the most (centimes) per game and number a device may sell offline for one draw. */
  offlineCap: bigint('offline_cap', { mode: 'number' }).notNull().default(10_000),
  /** Issue 32: offline sales stop this many minutes before a draw's close (also the sync's grace). */
  offlineStopMinutes: integer('offline_stop_minutes').notNull().default(5),
  /** Issue 32: the longest a device may stay offline on one grant, minutes. */
  offlineMaxMinutes: integer('offline_max_minutes').notNull().default(30),
  createdAt: createdAt(),
});

/** Issue 39: a company's branch (succursale); its sellers and supervisors may belong to one. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    phoneNumber: text('phone_number'),
    isActive: boolean('is_active').notNull().default(true),
    /** Issue 39: the branch's own free-maryaj switch; null: the company's (`bonus_flag`) */
    bonusFlag: boolean('bonus_flag'),
    createdAt: createdAt(),
  },
  // A branch name is unique in its company, whatever its case.
  (t) => [uniqueIndex('branches_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const ROLE_VALUES = ['admin', 'subadmin', 'supervisor', 'seller'] as const;

/** Everyone who signs in: the platform admin (no company), subadmins, supervisors, sellers. */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    role: text('role', { enum: ROLE_VALUES }).notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Sellers: the device (IMEI) the seller must sign in from. */
    imei: text('imei'),
    /** Sellers: the supervisor overseeing them. */
    supervisorId: uuid('supervisor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Sellers with sales are hidden, not deleted, so their tickets and reports stay whole. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The language the user chose (ht, fr, en), so it follows them to any device; null: not yet. */
    language: text('language', { enum: LANGUAGES }),
    /** Sellers (issue 26): own commission rate, hundredths of a percent; null: the company's. */
    commissionRate: integer('commission_rate'),
    /** Sellers (issue 26): own credit limit, centimes; null: the company's default. */
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    /** Sellers (issue 29): the last call from any of its devices, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Sellers and supervisors (issue 39): the branch they work in; a branch with people stays. */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    /**
     * Subadmins and admins (issue 39): a staff account's role; null: the company's owner (its one
     * subadmin before staff) or the first admin, who may do everything.
     */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    createdAt: createdAt(),
  },
  (t) => [
    // A user name is unique across the platform, whatever its case.
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_imei_key')
      .on(t.imei)
      .where(sql`${t.imei} is not null`),
    index('users_company_role_idx').on(t.companyId, t.role),
    index('users_supervisor_idx').on(t.supervisorId),
    index('users_branch_idx').on(t.branchId),
  ],
);

/** Opaque bearer tokens, stored as their SHA-256 so a database leak leaks no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed in from LotterySoft's seller app: shared paths answer in that app's shapes. */
    lotterySoft: boolean('lotterysoft').notNull().default(false),
    /** Issue 29: the device signed in from (the seller's device ID, or a short browser summary). */
    device: text('device'),
    /** Issue 29: a seller session's last call, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins counted per key (`user:<name>` or `ip:<address>`) in a sliding window. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Who created, changed or deleted what, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyId: uuid('company_id'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Issue 29: where the action came from: the request's address, and the session's device. */
    address: text('address'),
    device: text('device'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * The server's own settings, one row per key, created at first need: the secret that signs the
 * tickets' public references (issue 29) lives here, so every instance and every backup has it.
 */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
