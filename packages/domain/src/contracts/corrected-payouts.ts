import { z } from 'zod';
import { PAYOUT_SETTLEMENT_KINDS } from '../corrected-payout.ts';
import {
  calendarDate,
  dataBody,
  digitsAsNumber,
  inputText,
  personRef,
  requiredText,
} from './common.ts';
import { ticketCodeField } from './payouts.ts';
import { twoDecimals } from './seller-money.ts';
import { updateWinningNumberBody } from './winning-numbers.ts';

// Issue 38: a result corrected after its winners were paid is a money event. The admin sees
// before saving which paid tickets it turns into losers (or pays less); the company records
// a recovery from the customer or a write-off for each, until nothing is unexplained. HTG.

export const CORRECTED_PAYOUT_PATHS = {
  preview: '/admin/correctionimpact',
  list: '/subadmin/getcorrectedpayouts',
  recover: '/subadmin/recoverpayout',
  writeOff: '/subadmin/writeoffpayout',
  giveBack: '/subadmin/returnpayout',
} as const;

/** One company's paid tickets a correction turns into losers or pays less. */
export const correctionImpact = z.object({
  companyId: z.string(),
  company: z.string().describe('the company name'),
  tickets: z.number().int().describe('its paid-out tickets that win less than was paid'),
  paidOut: z.number().describe('HTG handed over for those tickets'),
  overpaid: z.number().describe('HTG: what was handed over beyond what they win now'),
});
export type CorrectionImpact = z.infer<typeof correctionImpact>;

/** POST /admin/correctionimpact/:id: the correction's body (SPEC's), nothing saved. */
export const correctionImpactBody = updateWinningNumberBody;
export const correctionImpactAnswer = dataBody(
  z.array(correctionImpact).describe('per company, only those a correction would touch'),
);
export type CorrectionImpactAnswer = z.infer<typeof correctionImpactAnswer>;

/** An amount of HTG above 0, two decimals at most (a digit string counts as its number). */
const positiveHtg = () =>
  digitsAsNumber(
    z
      .number({ error: 'Amount must be a number' })
      .positive('Amount must be more than 0')
      .max(100_000_000, 'Amount is too large')
      .refine(twoDecimals, 'Amount has at most two decimals'),
  );

export const recoverPayoutBody = z.object({
  ticketId: ticketCodeField,
  amount: positiveHtg().describe('HTG recovered from the customer, at most what is outstanding'),
  date: calendarDate('Date').describe('the operator day the cash came back'),
  note: inputText('Note', { multiline: true })
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .optional()
    .default(''),
});
export type RecoverPayoutBody = z.input<typeof recoverPayoutBody>;

/** Cash handed back to the customer: recovered before a later correction gave the win back. */
export const returnPayoutBody = recoverPayoutBody.extend({
  amount: positiveHtg().describe('HTG handed back to the customer, at most what is owed back'),
  date: calendarDate('Date').describe('the operator day the cash was handed back'),
});
export type ReturnPayoutBody = z.input<typeof returnPayoutBody>;

export const writeOffPayoutBody = z.object({
  ticketId: ticketCodeField,
  amount: positiveHtg()
    .optional()
    .describe(
      'HTG the screen showed as outstanding: refused (422, payout.over_outstanding with what is outstanding now) if it changed (a correction in between); without it, all that is outstanding',
    ),
  reason: requiredText('Reason', 500, { multiline: true }),
});
export type WriteOffPayoutBody = z.input<typeof writeOffPayoutBody>;

export const payoutSettlement = z.object({
  _id: z.string(),
  kind: z.enum(PAYOUT_SETTLEMENT_KINDS),
  amount: z.number().describe('HTG'),
  date: z.string().describe('YYYY-MM-DD, operator day'),
  note: z.string().describe('the note of a recovery or a return, the reason of a write-off'),
  recordedBy: personRef,
  createdAt: z.string(),
});
export type PayoutSettlement = z.infer<typeof payoutSettlement>;

/** A winner paid under a result since corrected, and how the difference was accounted for. */
export const correctedPayout = z
  .object({
    _id: z.string(),
    ticketId: z.string(),
    date: z.string().describe('draw date'),
    lotteryCategoryName: z.string(),
    seller: personRef,
    paidOutBy: personRef.nullable(),
    paidOutAt: z.string(),
    paidOut: z.number().describe('HTG handed over'),
    wonNow: z.number().describe('HTG the ticket wins now'),
    recovered: z.number(),
    writtenOff: z.number(),
    outstanding: z
      .number()
      .describe(
        'HTG still unexplained: paid out − won now − (recovered − returned) − written off, never below 0',
      ),
    returned: z.number().describe('HTG handed back to the customer'),
    owedBack: z
      .number()
      .describe(
        'HTG the company owes the customer: recovered − returned beyond what is overpaid now (a later correction gave the win back)',
      ),
    settlements: z.array(payoutSettlement),
  })
  .meta({ id: 'CorrectedPayout' });
export type CorrectedPayout = z.infer<typeof correctedPayout>;

export const correctedPayoutList = dataBody(z.array(correctedPayout));
export type CorrectedPayoutList = z.infer<typeof correctedPayoutList>;
export const correctedPayoutAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: correctedPayout,
});
export type CorrectedPayoutAnswer = z.infer<typeof correctedPayoutAnswer>;
