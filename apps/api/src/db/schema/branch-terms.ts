import { jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lotteryCategories } from './lottery.ts';
import { branches, companies } from './people.ts';

/**
 * Issue 39: a branch's own payout multipliers for one category (16 conditions laid out like a
 * winning number, as `payment_terms`). Without a row the branch's sellers are paid at the
 * company's term (or the official rates): packages/domain `termsInForce`, read by the sale's SQL.
 * Gone with its branch, or with its category (which no ticket then uses: tickets restrict it).
 */
export const branchPaymentTerms = pgTable(
  'branch_payment_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    lotteryCategoryId: uuid('lottery_category_id')
      .notNull()
      .references(() => lotteryCategories.id, { onDelete: 'cascade' }),
    conditions: jsonb('conditions').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('branch_payment_terms_branch_category_key').on(t.branchId, t.lotteryCategoryId),
  ],
);
