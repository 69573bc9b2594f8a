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
