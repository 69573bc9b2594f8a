import { z } from 'zod';
import { normaliseTicketCode } from '../ticket-code.ts';
import { TICKET_STATES } from '../ticket-state.ts';
import { dataBody, personRef } from './common.ts';
import { ticket } from './sales.ts';

/** Where a ticket stands for paying out (the rule: `ticketState` in ticket-state.ts). */
export { TICKET_STATES, type TicketState } from '../ticket-state.ts';

/** A ticket ID as printed (`K7M4-2QXP`), typed with or without the dash, in any case. */
export const ticketCodeField = z
  .string({ error: 'Ticket ID is required' })
  .trim()
  .max(40, 'Ticket ID is not valid')
  .transform((v, ctx) => {
    const code = normaliseTicketCode(v);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'Ticket ID is not valid (8 letters or digits)' });
      return z.NEVER;
    }
    return code;
  })
  .describe('the ticket ID as printed, with or without the dash, any case');

export const checkTicketQuery = z.object({ ticketId: ticketCodeField });
export const payTicketBody = z
  .object({ ticketId: ticketCodeField })
  .meta({ id: 'PayTicket', examples: [{ ticketId: 'k7m42qxp' }] });
export type PayTicketBody = z.input<typeof payTicketBody>;

export const ticketCheck = z
  .object({
    state: z.enum(TICKET_STATES),
    ticket,
    companyName: z.string(),
    payout: z.number().describe('HTG: what the ticket pays (its winning lines, bonus included)'),
    canPay: z.boolean().describe('the caller may pay this ticket out now'),
  })
  .meta({ id: 'TicketCheck' });
export type TicketCheck = z.infer<typeof ticketCheck>;

export const ticketCheckAnswer = dataBody(ticketCheck).meta({ id: 'TicketCheckAnswer' });
export type TicketCheckAnswer = z.infer<typeof ticketCheckAnswer>;

export const ticketPaidAnswer = z
  .object({ success: z.literal(true), message: z.string(), data: ticketCheck })
  .meta({ id: 'TicketPaid' });
export type TicketPaidAnswer = z.infer<typeof ticketPaidAnswer>;

/** 409 of a second payment: `details` says when and by whom the ticket was paid out. */
export const alreadyPaidDetails = z.object({ paidOutAt: z.string(), paidOutBy: personRef });
/** 422 of a payment refused: the ticket's state says why (waiting, lost, deleted). */
export const payRefusedDetails = z.object({ state: z.enum(TICKET_STATES) });

/** The company's switch: may its sellers pay any of the company's winning tickets, or only their own. */
export const updateSellerPayoutBody = z.object({
  sellersPayAnyTicket: z.boolean({ error: 'Sellers pay any ticket must be true or false' }),
});
export type UpdateSellerPayoutBody = z.infer<typeof updateSellerPayoutBody>;
export const sellerPayoutAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  sellersPayAnyTicket: z.boolean(),
});

/** GET /seller/company: what the point of sale prints and allows. */
export const sellerCompany = z
  .object({
    companyName: z.string(),
    companyLogo: z.string().describe("the logo's path under /files, or empty"),
    sellersPayAnyTicket: z.boolean(),
    cancelWindowMinutes: z.number().int().describe('how long a seller may cancel its own ticket'),
  })
  .meta({ id: 'SellerCompany' });
export type SellerCompany = z.infer<typeof sellerCompany>;
export const sellerCompanyAnswer = dataBody(sellerCompany);
