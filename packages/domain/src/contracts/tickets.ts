import { z } from 'zod';
import { inputText, isUuid } from './common.ts';
import { dateRangeQuery } from './sales.ts';

/** The company ticket screens' search: a seller (or all), a lottery (or all), From and To draw dates. */
export const companyTicketQuery = dateRangeQuery.extend({
  seller: inputText('Seller', { error: 'Seller must be a seller id' })
    .trim()
    .optional()
    .refine((v) => !v || isUuid(v), 'Seller must be a seller id')
    .describe("the seller's id; empty means every seller the caller may see"),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(2000, 'Limit must be at most 2000')
    .optional()
    .describe('how many of the newest tickets to answer (default and most 2000)'),
});
export type CompanyTicketQuery = z.infer<typeof companyTicketQuery>;

/** DELETE …/deleteticket and …/deleteticketforever (SPEC.md §7: success, message). */
export const ticketDeleted = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'TicketDeleted', examples: [{ success: true, message: 'Ticket deleted' }] });
export type TicketDeleted = z.infer<typeof ticketDeleted>;

/** Winning Tickets' search: the shared one, and whether the winnings were paid out. */
export const winTicketQuery = companyTicketQuery.extend({
  paidOut: z
    .enum(['yes', 'no', ''], { error: 'Paid out must be yes or no' })
    .optional()
    .describe('yes: paid out only; no: not paid out only; empty: both'),
});
export type WinTicketQuery = z.infer<typeof winTicketQuery>;
