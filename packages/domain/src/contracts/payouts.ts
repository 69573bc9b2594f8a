import { z } from 'zod';
import { normaliseTicketCode } from '../ticket-code.ts';
import { UNPAYABLE_REASONS } from '../payability.ts';
import { TICKET_STATES } from '../ticket-state.ts';
import { dataBody, inputText, personRef } from './common.ts';
import { EXAMPLE_TICKET, ticket } from './sales.ts';

/** Where a ticket stands for paying out (the rule: `ticketState` in ticket-state.ts). */
export { TICKET_STATES, type TicketState } from '../ticket-state.ts';

/** A typed ticket ID as stored (`K7M42QXP`), or the 400 issue when it cannot be one. */
export function ticketCodeOf(typed: string, ctx: z.RefinementCtx): string {
  const code = normaliseTicketCode(typed);
  if (code) return code;
  ctx.addIssue({
    code: 'custom',
    message: 'Ticket ID is not valid (8 letters or digits)',
    params: { code: 'validation.ticket_code' },
  });
  return z.NEVER;
}

/** A ticket ID as printed (`K7M4-2QXP`), typed with or without the dash, in any case. */
export const ticketCodeField = inputText('Ticket ID', { error: 'Ticket ID is required' })
  .trim()
  .max(40, 'Ticket ID is not valid')
  .transform(ticketCodeOf)
  .describe('the ticket ID as printed, with or without the dash, any case');

export const checkTicketQuery = z.object({
  ticketId: ticketCodeField.meta({ examples: ['K7M4-2QXP', 'k7m42qxp'] }),
});
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
    canPay: z
      .boolean()
      .describe(
        'the caller may pay this ticket out now (what a payment would do), limits included',
      ),
    reason: z
      .enum(UNPAYABLE_REASONS)
      .nullable()
      .describe(
        'why canPay is false (null when true): the state, another seller’s ticket, or over_seller_limit (the office pays it)',
      ),
    office: z
      .object({ address: z.string(), phone: z.string() })
      .describe(
        "the company's address and phone ('' for none), where a ticket no seller may pay is paid",
      ),
  })
  .meta({ id: 'TicketCheck' });
export type TicketCheck = z.infer<typeof ticketCheck>;

/** The example ticket after its draw: BLT 27 came first (50 × 50 HTG). */
const EXAMPLE_WON = {
  ...EXAMPLE_TICKET,
  paidAmount: 2500,
  numbers: EXAMPLE_TICKET.numbers.map((l, i) =>
    i === 0 ? { ...l, winFlag: true, payout: 2500 } : l,
  ),
};
const EXAMPLE_PAID_OUT = {
  ...EXAMPLE_WON,
  paidOutAt: '2026-11-23T14:02:41.000Z',
  paidOutBy: { _id: '9c2e4f1a-3b5d-4e6f-8a7b-1c2d3e4f5a6b', userName: 'jean-pv' },
};

export const ticketCheckAnswer = dataBody(ticketCheck).meta({
  id: 'TicketCheckAnswer',
  examples: [
    {
      success: true,
      data: {
        state: 'won',
        ticket: EXAMPLE_WON,
        companyName: 'Borlette Lakay',
        payout: 2500,
        canPay: true,
        reason: null,
        office: { address: 'Rue Capois 12, Port-au-Prince', phone: '+509 3700 0000' },
      },
    },
  ],
});
export type TicketCheckAnswer = z.infer<typeof ticketCheckAnswer>;

export const ticketPaidAnswer = z
  .object({ success: z.literal(true), message: z.string(), data: ticketCheck })
  .meta({
    id: 'TicketPaid',
    examples: [
      {
        success: true,
        message: 'Ticket paid out',
        data: {
          state: 'paid',
          ticket: EXAMPLE_PAID_OUT,
          companyName: 'Borlette Lakay',
          payout: 2500,
          canPay: false,
          reason: 'paid',
          office: { address: 'Rue Capois 12, Port-au-Prince', phone: '+509 3700 0000' },
        },
      },
    ],
  });
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
export type SellerPayoutAnswer = z.infer<typeof sellerPayoutAnswer>;

/** GET /seller/company: what the point of sale prints and allows. */
export const sellerCompany = z
  .object({
    companyName: z.string(),
    companyLogo: z
      .string()
      .describe('relative path like files/<key>.png (as the dashboard uses it), or empty'),
    companyAddress: z.string().describe("printed under the company's name ('' for none)"),
    companyPhone: z.string().describe("printed under the company's name ('' for none)"),
    ticketValidity: z.string().describe("the line at the foot of its tickets ('' for none)"),
    sellersPayAnyTicket: z.boolean(),
    cancelWindowMinutes: z.number().int().describe('how long a seller may cancel its own ticket'),
  })
  .meta({ id: 'SellerCompany' });
export type SellerCompany = z.infer<typeof sellerCompany>;
export const sellerCompanyAnswer = dataBody(sellerCompany).meta({
  id: 'SellerCompanyAnswer',
  examples: [
    {
      success: true,
      data: {
        companyName: 'Borlette Lakay',
        companyLogo: 'files/0b6a6d3e5f0e4a51.png',
        companyAddress: 'Ri Lamè 12, Pòtoprens',
        companyPhone: '+509 3700 0000',
        ticketValidity: 'Fich valab 90 jou',
        sellersPayAnyTicket: false,
        cancelWindowMinutes: 10,
      },
    },
  ],
});
