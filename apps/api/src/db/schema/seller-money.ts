import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '@tiraj/domain';
import { companies, users } from './people.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The seller's remittance ledger (issue 26): append-only, never updated or deleted. `amount`
 * (centimes) is what the entry takes off the seller's balance: cash from the seller is positive,
 * cash to it negative, an opening balance it owed negative, a reversal the opposite of its entry.
 */
export const sellerLedger = pgTable(
  'seller_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /** the operator day it was recorded: the day of the statement it counts on */
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The receipt's number, for people: 1, 2, 3… per company in the order entries are recorded
     * (issue 38; an id was printed). Taken under the company's ledger lock (remittances.ts).
     */
    number: integer('number').notNull(),
    /** a reversal: the entry it reverses (at most one reversal each: the unique index) */
    reverses: uuid('reverses').references((): AnyPgColumn => sellerLedger.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('seller_ledger_seller_day_idx').on(t.sellerId, t.day),
    uniqueIndex('seller_ledger_company_number_key').on(t.companyId, t.number),
    uniqueIndex('seller_ledger_reverses_key')
      .on(t.reverses)
      .where(sql`${t.reverses} is not null`),
  ],
);

/**
 * One seller's running figures per operator day (sales and payouts in centimes, commission exact
 * in 1/10000 of a centime, rounded once per day when read), moved in the transaction of each
 * sale, deletion and payout, under the seller's balance row lock. Remittances are the ledger's.
 */
export const sellerDays = pgTable(
  'seller_days',
  {
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id').notNull(),
    sales: money('sales'),
    commissionExact: money('commission_exact'),
    payouts: money('payouts'),
  },
  (t) => [
    primaryKey({ name: 'seller_days_pkey', columns: [t.sellerId, t.day] }),
    // The cash-up: one company's sellers on one day.
    index('seller_days_company_day_idx').on(t.companyId, t.day),
  ],
);

/**
 * What each seller owes the bank now (centimes): the sum of every day's due minus the ledger.
 * The credit limit reads it in the sale's own transaction (a conditional move under its row lock).
 */
export const sellerBalances = pgTable('seller_balances', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull(),
  balance: money('balance'),
});

/**
 * How many sales the seller's credit limit refused per operator day (issue 38: the Caisse shows
 * them). Counted by tiraj_sell in the refused sale's own call: the sale is undone, the count kept.
 * Only the credit limit's refusals: a number's limit or a closed draw is not the seller's credit.
 */
export const sellerCreditRefusals = pgTable(
  'seller_credit_refusals',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the operator day of the refused sale, as seller_days counts the sold ones */
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seller_credit_refusals_pkey', columns: [t.sellerId, t.day] }),
    // The Caisse: one company's sellers on one day.
    index('seller_credit_refusals_company_day_idx').on(t.companyId, t.day),
  ],
);
