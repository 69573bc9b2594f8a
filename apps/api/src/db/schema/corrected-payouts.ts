import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_SETTLEMENT_KINDS } from '@tiraj/domain';
import { companies } from './people.ts';
import { tickets } from './sales.ts';

/**
 * Issue 38: how a company accounted for cash paid out under a result since corrected: a recovery
 * from the customer or a write-off, per ticket, append-only; a paid-out ticket cannot be deleted, so only its company's removal takes them (a mistake is not edited away).
 * The ticket's outstanding amount = paid out − won now − Σ recovered − Σ written off
 * (`outstandingOf` in packages/domain).
 */
export const payoutSettlements = pgTable(
  'payout_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYOUT_SETTLEMENT_KINDS }).notNull(),
    /** centimes, > 0 */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the operator day of the recovery (or of the write-off) */
    day: date('day', { mode: 'string' }).notNull(),
    /** a recovery's note, a write-off's reason */
    note: text('note').notNull().default(''),
    /** who recorded it (as the ledger's createdBy: no foreign key, a person leaving keeps its records) */
    recordedBy: uuid('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_settlements_ticket_idx').on(t.ticketId)],
);
