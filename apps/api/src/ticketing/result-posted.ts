import { sql } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';

/** Whether the result of a ticket's draw (its lottery, its draw date) is posted: one statement for every ticket read. */
export const resultPostedOfTicket = () =>
  sql<boolean>`exists (select 1 from winning_numbers w
    where w.lottery_category_id = ${tickets.lotteryCategoryId} and w.draw_date = ${tickets.drawDate})`;
