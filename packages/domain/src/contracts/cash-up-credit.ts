import { z } from 'zod';

/**
 * Issue 38: a seller's credit as the Caisse shows it, beside the day's figures. Credit is read
 * now, whatever the day shown: a sale is refused on the balance now, not on a past day's.
 */
export const cashUpCredit = {
  creditLimit: z
    .number()
    .nullable()
    .describe(
      "HTG: the seller's credit limit now (its own, else the company's default); null: none",
    ),
  creditLeft: z
    .number()
    .nullable()
    .describe('HTG: credit limit − balance now, never below 0; null without a limit'),
  blocked: z
    .boolean()
    .describe('the balance now is at or over the credit limit: every sale is refused'),
  refusedToday: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "the seller's sales its credit limit refused on the day shown (that day's count, also for a past day); absent: none",
    ),
};

/** The credit fields, left out of the cash-up's totals (one seller's status, not a sum). */
export const CREDIT_KEYS = {
  creditLimit: true,
  creditLeft: true,
  blocked: true,
  refusedToday: true,
} as const;

export const supervisorOwed = z.object({
  _id: z.string().describe('the supervisor id'),
  name: z.string().describe("the supervisor's user name"),
  commission: z
    .number()
    .describe(
      "HTG: its commission on the day's sales of the sellers it supervises (each ticket at the supervisor rate it kept, half-up once per day)",
    ),
});
export type SupervisorOwed = z.infer<typeof supervisorOwed>;
