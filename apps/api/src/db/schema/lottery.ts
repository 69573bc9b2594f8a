import { sql } from 'drizzle-orm';
import {
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
import type { CorrectedAfterPayout } from '@tiraj/domain/contracts';
import { drawCatalog } from './draw-catalog.ts';
import { companies } from './people.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export interface WinningEntryRow {
  gameCategory: string;
  position: number;
  number: string;
}

/** A draw (New York, Florida …), shared by every company; open for sale between two local times. */
export const lotteryCategories = pgTable(
  'lottery_categories',
  {
    id: id(),
    name: text('name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /**
     * Made from the draw catalog (issue 40): its hours follow the catalog's draw. `end_time` is
     * the close of the operator's current day (the draw less `close_minutes_before`, converted
     * for that date), kept so by modules/draw-catalog/refresh.ts; `no_draw_dates` are the
     * operator days among today and tomorrow the draw does not happen (not sold for them).
     * Null for a category made by hand: its hours are the admin's, as before.
     */
    catalogId: uuid('catalog_id').references(() => drawCatalog.id, { onDelete: 'restrict' }),
    closeMinutesBefore: integer('close_minutes_before'),
    noDrawDates: text('no_draw_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lottery_categories_name_lower_key').on(sql`lower(${t.name})`)],
);

/** The nine games; seeded by migration, never edited. */
export const gameCategories = pgTable('game_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  gameName: text('game_name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** One result per lottery category and draw date: the 16 entries of SPEC.md §3. */
export const winningNumbers = pgTable(
  'winning_numbers',
  {
    id: id(),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    numbers: jsonb('numbers').$type<WinningEntryRow[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('winning_numbers_category_date_key').on(t.lotteryCategoryId, t.drawDate),
    index('winning_numbers_date_idx').on(t.drawDate),
  ],
);

/** A message from the platform operator to a company (unpaid rent, notices). */
export const paymentAlerts = pgTable(
  'payment_alerts',
  {
    id: id(),
    companyId: companyId(),
    message: text('message').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * The figures of an alert Tiraj wrote itself (a result corrected after payouts, issue 38), so
     * each reader sees it in their language; null for an admin's own text, shown as typed.
     */
    correctedAfterPayout: jsonb('corrected_after_payout').$type<CorrectedAfterPayout>(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_alerts_company_idx').on(t.companyId, t.date)],
);

/** A company's payout multipliers for one category: 16 conditions laid out like a winning number. */
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: id(),
    companyId: companyId(),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    conditions: jsonb('conditions').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_terms_company_category_key').on(t.companyId, t.lotteryCategoryId)],
);

export interface PercentEntryRow {
  gameCategory: string;
  limitPercent: number;
}

/** Per company and category: how big a line of each game may be, as a share of the ticket's BLT. */
export const percentageLimits = pgTable(
  'percentage_limits',
  {
    id: id(),
    companyId: companyId(),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    limits: jsonb('limits').$type<PercentEntryRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('percentage_limits_company_category_key').on(t.companyId, t.lotteryCategoryId),
  ],
);

/** Numbers a company refuses to sell for a category and game. */
export const blockNumbers = pgTable(
  'block_numbers',
  {
    id: id(),
    companyId: companyId(),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    gameCategory: text('game_category').notNull(),
    number: text('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('block_numbers_key').on(t.companyId, t.lotteryCategoryId, t.gameCategory, t.number),
  ],
);

export interface LimitEntryRow {
  gameCategory: string;
  /** whole HTG; null means no limit for that game */
  limitsButs: number | null;
}

export const LIMIT_SCOPES = ['all', 'supervisor', 'seller'] as const;

/** The most that may be bet on one number per game and draw, for the company, a supervisor or a seller. */
export const limits = pgTable(
  'limits',
  {
    id: id(),
    companyId: companyId(),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'restrict' }),
    scope: text('scope', { enum: LIMIT_SCOPES }).notNull(),
    /** the supervisor or seller; null for All */
    ownerId: uuid('owner_id'),
    /** `all`, `supervisor:<id>` or `seller:<id>`: the same key the running totals use */
    scopeKey: text('scope_key').notNull(),
    limits: jsonb('limits').$type<LimitEntryRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('limits_owner_key').on(t.companyId, t.lotteryCategoryId, t.scopeKey)],
);
