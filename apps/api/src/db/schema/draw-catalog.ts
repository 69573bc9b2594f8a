import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Issue 40: the US draws the platform admin keeps, seeded by migration 0031 and edited without a
 * release. Times are `HH:mm` in the lottery's own IANA zone (`time_zone`): the rules of
 * packages/domain `draw-catalog.ts` convert them to the operator's zone for each date.
 */
export const drawCatalog = pgTable(
  'draw_catalog',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    drawName: text('draw_name').notNull(),
    game3Name: text('game3_name').notNull(),
    game4Name: text('game4_name').notNull(),
    game3Time: text('game3_time').notNull(),
    game4Time: text('game4_time').notNull(),
    timeZone: text('time_zone').notNull(),
    /** 0 = Sunday … 6 = Saturday, in the lottery's calendar */
    weekdays: integer('weekdays').array().notNull(),
    /** `MM-DD`: the days it does not draw */
    holidays: text('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceUrl: text('source_url'),
    /** null: "verify before use" */
    verifiedOn: date('verified_on', { mode: 'string' }),
    /** for the results' fetching (issue 40, part 2): stored and edited here only */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draw_catalog_state_draw_key').on(
      sql`lower(${t.state})`,
      sql`lower(${t.drawName})`,
    ),
  ],
);
