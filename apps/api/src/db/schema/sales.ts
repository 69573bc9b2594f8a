import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lotteryCategories } from './lottery.ts';
import { companies, users } from './people.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A sold ticket. Amounts are integer centimes; the multipliers are those printed on it. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** readable aloud, unique within the company (`K7M4-2QXP`) */
    ticketCode: text('ticket_code').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** the seller's supervisor when sold: the limit totals it counted in */
    supervisorId: uuid('supervisor_id'),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    /** sum of the non-bonus lines */
    totalAmount: money('total_amount'),
    paidAmount: money('paid_amount'),
    multipliers: jsonb('multipliers').$type<number[]>().notNull(),
    /**
     * the seller's commission rate when sold, hundredths of a percent (issue 26): a change applies
     * to later sales. Null: sold before seller money existed, so never in its seller's balance
     * (a bank's past was settled outside Tiraj; an opening balance entry carries it).
     */
    commissionRate: integer('commission_rate'),
    /**
     * the company's supervisor commission rate when sold, hundredths of a percent (issue 26), kept
     * as the seller's is: a change applies to later sales. Null: the seller had no supervisor, or
     * sold before the rate was kept (the company's current rate then applies).
     */
    supervisorCommissionRate: integer('supervisor_commission_rate'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** made by the seller's device, one per sale: a repeat answers the ticket already sold */
    saleKey: text('sale_key'),
    /** sha256 of what was sold under the key (lottery and lines), to tell a repeat from another ticket */
    saleFingerprint: text('sale_fingerprint'),
    /** when the winnings were paid out to the customer, and by whom (a seller or the company) */
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    paidOutBy: uuid('paid_out_by'),
    /** the cash handed over (centimes): a later corrected result may change paid_amount, not this */
    paidOutAmount: bigint('paid_out_amount', { mode: 'number' }),
    /** sold from LotterySoft's seller app: its integer ticket number, from 1 per seller, draw and day */
    lotterySoftNumber: integer('lotterysoft_number'),
    /**
     * the result layout it was sold under (packages/domain payout-positions.ts RESULT_LAYOUTS), kept
     * as its multipliers are: 1 = LotterySoft's (L5C 3 = L3C + 1st lot), every ticket sold before
     * migration 0022 and every imported one; 2 = today's (L5C 3 = d3·2nd·3rd, issue 36).
     */
    resultLayout: smallint('result_layout').notNull().default(2),
  },
  (t) => [
    // Every index here is written by every sale: each one serves a screen no other index can
    // (issue 16 point 3, bench/RESULTS.md "Indexes of the sale's tables").
    // The ticket code's uniqueness (a sale's ON CONFLICT); find, check and pay a ticket by its code.
    uniqueIndex('tickets_company_code_key').on(t.companyId, t.ticketCode),
    // The seller's own ticket list and sale report (the device), a subadmin's report of one seller,
    // and the seller's deletion (is there a history? the users FK).
    index('tickets_seller_date_idx').on(t.sellerId, t.drawDate),
    // One sale per key and seller: concurrent repeats of a sale are settled by this index; a
    // keyed sale looks its earlier ticket up by it (sale context, sale-keys.ts).
    uniqueIndex('tickets_seller_sale_key_key')
      .on(t.sellerId, t.saleKey)
      .where(sql`${t.saleKey} is not null`),
    // A LotterySoft device finds (replays, deletes) its tickets by number; written by its sales only.
    uniqueIndex('tickets_lotterysoft_number_key')
      .on(t.sellerId, t.drawDate, t.lotteryCategoryId, t.lotterySoftNumber)
      .where(sql`${t.lotterySoftNumber} is not null`),
    // The seller's report: what a seller paid out in cash, by day of payment (written at payment, not at a sale).
    index('tickets_paid_out_idx')
      .on(t.paidOutBy, t.paidOutAt)
      .where(sql`${t.paidOutAt} is not null`),
    // One company's tickets by draw date, deleted or not (deleted_at last, so `is null` and
    // `is not null` are checked in the index): the sale reports per seller and the home's 30 days
    // and top sellers (index-only), sale details (c), the sold, won and deleted ticket lists of
    // the subadmin and supervisor, fraud signals. Replaces (company_id, draw_date).
    index('tickets_report_company_idx').on(
      t.companyId,
      t.drawDate,
      t.sellerId,
      t.lotteryCategoryId,
      t.totalAmount,
      t.paidAmount,
      t.deletedAt,
    ),
    // Every company's tickets by draw date: the admin's sale report and home, the home's draws of
    // today (index-only), and a settlement's count of its draw's tickets. Replaces
    // (lottery_category_id, draw_date); a lottery's Delete dialog counts its tickets through it.
    // The seller is for the admin's home (sellers selling today): without it, that count read the
    // company-first index whole (measured: 42 ms a call on a year).
    index('tickets_report_date_idx').on(
      t.drawDate,
      t.companyId,
      t.lotteryCategoryId,
      t.sellerId,
      t.totalAmount,
      t.paidAmount,
      t.deletedAt,
    ),
  ],
);

/** The last LotterySoft ticket number given per seller, draw and day (raised in the sale's call). */
export const lotterySoftCounters = pgTable(
  'lotterysoft_counters',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'cascade' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.lotteryCategoryId, t.drawDate] })],
);

/** One bet on a ticket. Draw and seller are copied from the ticket for set-based settlement and reports. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    lotteryCategoryId: uuid('lottery_category_id').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    /** the line's place on the ticket, as sold */
    position: integer('position').notNull().default(0),
    gameCategory: text('game_category').notNull(),
    number: text('number').notNull(),
    amount: money('amount'),
    bonus: boolean('bonus').notNull().default(false),
    winFlag: boolean('win_flag').notNull().default(false),
    payout: money('payout'),
  },
  (t) => [
    // A ticket's lines: every ticket list and lookup, a deletion, the ticket FK's cascade.
    index('ticket_lines_ticket_idx').on(t.ticketId),
    // Settlement reads a draw's lines by winning number; number info and the sale details of one
    // lottery read a draw's lines.
    index('ticket_lines_draw_idx').on(t.lotteryCategoryId, t.drawDate, t.number),
    // Settlement: the lines that won before (written only when a line wins, never by a sale).
    index('ticket_lines_winners_idx')
      .on(t.lotteryCategoryId, t.drawDate)
      .where(sql`${t.winFlag}`),
    // Sale details (a), (b) and number info: one company's lines of a draw date, of one seller or
    // all (the filter every one of them has). Replaces (seller_id, draw_date, lottery_category_id),
    // as wide, which left the company's whole day to a scan of every line.
    index('ticket_lines_company_date_idx').on(t.companyId, t.drawDate, t.sellerId),
  ],
);

/**
 * Running totals bet per number, per draw and per limit scope. Raised by one
 * conditional upsert inside the sale's transaction, so concurrent sales can
 * never pass a limit together (ARCHITECTURE.md §6b).
 */
export const limitTotals = pgTable(
  'limit_totals',
  {
    companyId: uuid('company_id').notNull(),
    lotteryCategoryId: uuid('lottery_category_id').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    gameCategory: text('game_category').notNull(),
    number: text('number').notNull(),
    scopeKey: text('scope_key').notNull(),
    total: money('total'),
    /** the limit (centimes) in force at the last sale, carried so the upsert's WHERE can read it; null = none */
    cap: bigint('cap', { mode: 'number' }),
    /**
     * The risk board's running figures, raised and released with `total`: what the bank pays if
     * this number comes out (centimes, each ticket at its own multipliers, bonus lines included),
     * and on how many tickets not deleted it is played. Bonus-only numbers have rows at total 0.
     */
    payout: money('payout'),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [
    // Scope before number: the risk board reads one scope's rows of a draw (its prefix); a sale
    // and a deletion find theirs by the whole key, in any order.
    primaryKey({
      name: 'limit_totals_pkey',
      columns: [t.companyId, t.lotteryCategoryId, t.drawDate, t.scopeKey, t.gameCategory, t.number],
    }),
  ],
);

/**
 * A number of a draw that reached the company's alert share of a limit (issue 15): one row per
 * (company, lottery, draw, game, number), whatever the scope, so the sale that inserts it is the
 * only one that announces it, across concurrent sales and instances.
 */
export const exposureAlerts = pgTable(
  'exposure_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lotteryCategoryId: uuid('lottery_category_id').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    gameCategory: text('game_category').notNull(),
    number: text('number').notNull(),
    /** the limit that reached the share: `all`, `supervisor:<id>` or `seller:<id>` */
    scopeKey: text('scope_key').notNull(),
    /** the supervisor whose group the limit concerns (its own, or its seller's at the sale); null: All or a seller with none */
    supervisorId: uuid('supervisor_id'),
    /** centimes in the scope after the sale, and its limit then */
    total: bigint('total', { mode: 'number' }).notNull(),
    cap: bigint('cap', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exposure_alerts_key').on(
      t.companyId,
      t.lotteryCategoryId,
      t.drawDate,
      t.gameCategory,
      t.number,
    ),
  ],
);

export const MESSAGE_TYPES = ['text', 'voice', 'file'] as const;

/** Chat between a company (its subadmin) and one of its sellers. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull(),
    receiverId: uuid('receiver_id').notNull(),
    /** the seller the thread belongs to, whichever way the message went */
    sellerId: uuid('seller_id').notNull(),
    content: text('content').notNull().default(''),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.companyId, t.sellerId, t.createdAt),
    index('messages_unread_idx')
      .on(t.receiverId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Uploaded files (logos, chat media): who may read them and how to serve them. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  companyId: uuid('company_id'),
  kind: text('kind', { enum: ['logo', 'chat'] }).notNull(),
  contentType: text('content_type').notNull(),
  originalName: text('original_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** chat files: the two parties who may fetch it */
  partyA: uuid('party_a'),
  partyB: uuid('party_b'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
