import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lotteryCategories } from './lottery.ts';
import { companies, users } from './people.ts';
import { tickets } from './sales.ts';

/** What a grant froze of the draw's rules when it was taken (the POS sells by them offline). */
export interface OfflineGrantRulesRow {
  blocked: { gameCategory: string; number: string }[];
  percentageLimits: { gameCategory: string; limitPercent: number }[];
  terms: number[];
  /** the company gave free maryaj lines when the grant was taken (absent on grants before issue 37) */
  bonus?: boolean;
}

/**
 * An offline grant (issue 32): one seller's leave to sell one draw offline, within a budget and a
 * cap per number (centimes), until `expiresAt`, signing its tickets with `key` (base64). While
 * live (not expired, not ended) its unused budget is reserved on the seller's credit and counted
 * on the risk board. `lastSeq`/`lastSig` is how far its chain has come; `broken` once a gap or a
 * reorder was seen (every later ticket is then held).
 */
export const offlineGrants = pgTable(
  'offline_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
    capPerNumber: bigint('cap_per_number', { mode: 'number' }).notNull(),
    rules: jsonb('rules').$type<OfflineGrantRulesRow>().notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    stopsAt: timestamp('stops_at', { withTimezone: true }).notNull(),
    /** the sync's grace after the close, minutes (the company's stop-before-close setting) */
    graceMinutes: integer('grace_minutes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when a newer grant of the same seller and draw replaced it */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** centimes of the chain's tickets so far (recorded or held) */
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    lastSeq: integer('last_seq').notNull().default(0),
    lastSig: text('last_sig').notNull().default(''),
    broken: boolean('broken').notNull().default(false),
  },
  (t) => [index('offline_grants_seller_idx').on(t.sellerId, t.expiresAt)],
);

export const OFFLINE_STATES = ['recorded', 'held', 'refused'] as const;

/**
 * Every offline ticket a device sent (issue 32), once per seller and sale key: recorded (then
 * `ticketId` is the sold ticket), held with its `reason` (stored, not payable) until the company
 * accepts (recorded) or refuses it, with the decision's reason.
 */
export const offlineTickets = pgTable(
  'offline_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => offlineGrants.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lotteryCategoryId: uuid('lottery_category_id').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    saleKey: text('sale_key').notNull(),
    seq: integer('seq').notNull(),
    soldAt: text('sold_at').notNull(),
    lines: jsonb('lines')
      .$type<{ gameCategory: string; number: string; amount: number }[]>()
      .notNull(),
    prev: text('prev').notNull(),
    sig: text('sig').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: OFFLINE_STATES }).notNull(),
    reason: text('reason'),
    /** recorded past a limit by at most the cap */
    overLimit: boolean('over_limit').notNull().default(false),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('offline_tickets_seller_key').on(t.sellerId, t.saleKey),
    index('offline_tickets_company_held').on(t.companyId, t.state, t.drawDate),
  ],
);
