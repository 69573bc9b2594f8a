import { primaryKey, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { exposureAlerts } from './sales.ts';

/**
 * The alert inbox (issue 30): which risk alerts each company user has read. An alert with no row
 * for a user is unread by that user; the owner and each supervisor read their own.
 */
export const exposureAlertReads = pgTable(
  'exposure_alert_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => exposureAlerts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);
