import { z } from 'zod';
import { branchFilter, flag, inputText, isUuid } from './common.ts';
import { DELETION_REASON_MAX } from '../ticket-deletion.ts';
import { ticketCodeOf } from './payouts.ts';
import { EXAMPLE_TICKET, dateRangeQuery, ticket } from './sales.ts';

/**
 * The seller's own tickets: the date range, and its cancelled tickets too when asked (the point
 * of sale's My tickets keeps them in the day's list, greyed); other devices get the sold ones only.
 */
export const sellerTicketQuery = dateRangeQuery.extend({
  cancelled: flag('cancelled')
    .optional()
    .describe('true: the cancelled tickets too (their deletedAt set); default false'),
});

/** The most tickets one page may hold; the web app asks for 50. */
export const TICKET_PAGE_SIZE_MAX = 500;

/** The columns a ticket list can be sorted by (the screens' column headers). */
export const TICKET_SORTS = [
  'soldAt',
  'ticketId',
  'date',
  'lottery',
  'seller',
  'ticketPrice',
  'paidAmount',
] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

const wholeNumber = (label: string, min: number, max?: number) => {
  const base = z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`);
  return max === undefined ? base : base.max(max, `${label} must be at most ${max}`);
};

/** The company ticket screens' search: a seller (or all), a lottery (or all), From and To draw dates. */
export const companyTicketQuery = dateRangeQuery.extend({
  branch: branchFilter,
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
    .describe(
      'unpaged answers only: answer at most this many of the newest tickets (1–2000) and say `more`; absent (with no `page` or `pageSize`): every ticket of the search, streamed',
    ),
  page: wholeNumber('Page', 1)
    .optional()
    .describe(
      'the page to answer, from 1; with `page` or `pageSize` the answer is a page (tickets without their lines) and says `total`',
    ),
  pageSize: wholeNumber('Page size', 1, TICKET_PAGE_SIZE_MAX)
    .optional()
    .describe(`tickets per page, 1 to ${TICKET_PAGE_SIZE_MAX} (default 50 when \`page\` is given)`),
  ticketId: inputText('Ticket ID')
    .trim()
    .max(40, 'Ticket ID is not valid (8 letters or digits)')
    .optional()
    .transform((v, ctx) => (v ? ticketCodeOf(v, ctx) : undefined))
    .describe('only the ticket with this ID (as printed, with or without the dash, any case)'),
  withLines: z
    .enum(['yes', ''], { error: 'With lines must be yes or empty' })
    .optional()
    .describe(
      "with `page` or `pageSize`: yes answers each ticket with its lines (an export's pages); empty or absent: without",
    ),
  sort: z
    .enum(TICKET_SORTS, { error: `Sort must be one of ${TICKET_SORTS.join(', ')}` })
    .optional()
    .describe('the column to sort by; absent: newest sale first'),
  order: z
    .enum(['asc', 'desc'], { error: 'Order must be asc or desc' })
    .optional()
    .describe('with `sort`: ascending (default) or descending'),
});
export type CompanyTicketQuery = z.infer<typeof companyTicketQuery>;

/** DELETE …/deleteticket and …/deleteticketforever (SPEC.md §7: success, message). */
export const ticketDeleted = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'TicketDeleted', examples: [{ success: true, message: 'Ticket deleted' }] });
export type TicketDeleted = z.infer<typeof ticketDeleted>;

/**
 * A deletion's body: the company's reason once the ticket's draw closed (a late deletion, kept in
 * the audit record; Tiraj's screen asks for it, SPEC's call sends no body: "no reason given").
 */
export const deleteTicketBody = z
  .object({
    reason: inputText('Reason')
      .trim()
      .max(DELETION_REASON_MAX, { error: `At most ${DELETION_REASON_MAX} characters` })
      .optional()
      .describe(
        'why the company deletes a ticket after its draw closed (absent: "no reason given")',
      ),
  })
  .meta({ id: 'DeleteTicketBody' });
export type DeleteTicketBody = z.infer<typeof deleteTicketBody>;

/** Winning Tickets' search: the shared one, and whether the winnings were paid out. */
export const winTicketQuery = companyTicketQuery.extend({
  paidOut: z
    .enum(['yes', 'no', 'corrected', ''], { error: 'Paid out must be yes, no or corrected' })
    .optional()
    .describe(
      'yes: paid out only; no: not paid out only; corrected: paid under a result since corrected (paid out ≠ won now) only; empty: all',
    ),
});
export type WinTicketQuery = z.infer<typeof winTicketQuery>;

/** A ticket as a page lists it: everything but its lines (`GET …/getticket/{id}` has them). */
export const ticketSummary = ticket.omit({ numbers: true }).meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof ticketSummary>;

/** A page's ticket: a summary, with its lines when the page was asked `withLines=yes`. */
const pagedTicket = ticketSummary
  .extend({ numbers: ticket.shape.numbers.optional() })
  .meta({ id: 'PagedTicket' });
export type PagedTicket = z.infer<typeof pagedTicket>;

const { numbers: _lines, ...EXAMPLE_SUMMARY } = EXAMPLE_TICKET;

/**
 * A page of a ticket list (`page` or `pageSize` asked): the tickets without
 * their lines, so a page of 50 stays small, and `total`, the count over the
 * whole search.
 */
export const ticketPage = z
  .object({
    success: z.literal(true),
    data: z.array(pagedTicket).describe('without their lines unless `withLines=yes`'),
    more: z.boolean().describe('more tickets follow this page'),
    total: z.number().int().describe('how many tickets the whole search matches'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({
    id: 'TicketPage',
    examples: [
      { success: true, data: [EXAMPLE_SUMMARY], more: false, total: 1, page: 1, pageSize: 50 },
    ],
  });
export type TicketPage = z.infer<typeof ticketPage>;

/** GET …/getticket/{id}: one ticket with its lines (the Game Numbers modal of a paged list). */
export const ticketOne = z
  .object({ success: z.literal(true), data: ticket })
  .meta({ id: 'OneTicket', examples: [{ success: true, data: EXAMPLE_TICKET }] });
export type TicketOne = z.infer<typeof ticketOne>;
