import { z } from 'zod';
import { dataBody } from './common.ts';
import { ticketCodeField } from './payouts.ts';
import { EXAMPLE_TICKET, ticket } from './sales.ts';

/** The header search's ticket look-up: a ticket ID as a customer reads it out, dash or not, any case. */
export const findTicketQuery = z.object({
  ticketId: ticketCodeField.meta({ examples: ['K7M4-2QXP', 'k7m42qxp'] }),
});
export type FindTicketQuery = z.input<typeof findTicketQuery>;

/** The ticket found, in the ticket lists' shape (`deletedAt` says when it was deleted). */
export const foundTicketAnswer = dataBody(ticket).meta({
  id: 'FoundTicket',
  examples: [{ success: true, data: EXAMPLE_TICKET }],
});
export type FoundTicketAnswer = z.output<typeof foundTicketAnswer>;

/**
 * How many operator days back (today included) the header search looks for a LotterySoft
 * number: a number restarts at 1 each day, so older days would only bury the ticket asked.
 */
export const LOTTERYSOFT_SEARCH_DAYS = 7;

/** The header search's look-up by the integer a LotterySoft device printed. */
export const findLotterySoftQuery = z.object({
  number: z.coerce
    .number({ error: 'Number must be a number' })
    .int('Number must be a whole number')
    .min(1, 'Number must be at least 1')
    .max(2_147_483_647, 'Number is too large')
    .describe('the LotterySoft ticket number as printed (from 1 per seller, draw and day)')
    .meta({ examples: [12] }),
});
export type FindLotterySoftQuery = z.input<typeof findLotterySoftQuery>;

/**
 * The tickets carrying that number (unique only per seller, draw and day), newest sale
 * first, of the last LOTTERYSOFT_SEARCH_DAYS draw days: the user picks one.
 */
export const foundLotterySoftAnswer = dataBody(z.array(ticket)).meta({
  id: 'FoundLotterySoftTickets',
  examples: [{ success: true, data: [{ ...EXAMPLE_TICKET, lotterySoftNumber: 12 }] }],
});
export type FoundLotterySoftAnswer = z.output<typeof foundLotterySoftAnswer>;
