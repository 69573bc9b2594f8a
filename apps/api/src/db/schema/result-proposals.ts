import {
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { drawCatalog } from './draw-catalog.ts';

/** One raw answer of a source, as it came, kept with the proposal it made (bounded list). */
export interface KeptAnswer {
  fetchedAt: string;
  pick3: string | null;
  pick4: string | null;
  raw: unknown;
}

/**
 * Issue 40, part 2: what a source said for one draw of the catalog on one date of the lottery's
 * own calendar. One row per (entry, date, source), replaced only by a newer answer (domain
 * `newer`); `answers` keeps every raw answer read, newest first, bounded. `status`: `proposed`
 * (waiting for the clerk), `confirmed` (posted as the result), `disagreeing` (says other lots
 * than a result already posted: an alert, nothing changed).
 */
export const resultProposals = pgTable(
  'result_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => drawCatalog.id, { onDelete: 'cascade' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    pick3: text('pick3'),
    pick4: text('pick4'),
    state: text('state').$type<'complete' | 'incomplete'>().notNull(),
    status: text('status').$type<'proposed' | 'confirmed' | 'disagreeing'>().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** when the first answer with a result came: the "waiting for confirmation" clock */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw').notNull(),
    answers: jsonb('answers').$type<KeptAnswer[]>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
  },
  (t) => [uniqueIndex('result_proposals_draw_source_key').on(t.catalogId, t.drawDate, t.source)],
);

/** When the scheduler last asked the sources for a draw: one try per step (domain isDueToFetch). */
export const resultFetches = pgTable(
  'result_fetches',
  {
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => drawCatalog.id, { onDelete: 'cascade' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    triedAt: timestamp('tried_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.drawDate] })],
);

/**
 * Each source's health: `failing_since` is the first error since its last good answer (null when
 * it answers), for the alert "a source answering errors for an hour".
 */
export const resultSourceHealth = pgTable('result_source_health', {
  source: text('source').primaryKey(),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastError: text('last_error'),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
});
