import { sql } from 'drizzle-orm';

/**
 * Whether the result of a ticket's draw (its lottery, its draw date) is posted: one statement
 * for every ticket read. The columns are named with their table: in the select list of a
 * one-table query drizzle writes them bare, which inside this subquery would read winning_numbers' own.
 */
export const resultPostedOfTicket = () =>
  sql<boolean>`exists (select 1 from winning_numbers w
    where w.lottery_category_id = tickets.lottery_category_id and w.draw_date = tickets.draw_date)`;
