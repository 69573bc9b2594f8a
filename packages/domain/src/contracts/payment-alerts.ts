import { z } from 'zod';
import { calendarDate, dataBody, requiredText } from './common.ts';

/** The alerts the platform writes itself (the admin's are free text): one, for now. */
export const PAYMENT_ALERT_CODES = ['result.corrected_after_payout'] as const;
export type PaymentAlertCode = (typeof PAYMENT_ALERT_CODES)[number];

/** A result corrected after some of its winners were paid: what changed and what it costs. */
export const correctedAfterPayout = z.object({
  category: z.string(),
  date: z.string(),
  before: z.string().describe('the lots before, as `27-44-61 (L3C 827)`'),
  after: z.string().describe('the lots now'),
  tickets: z.number().int().describe('paid tickets that win less now'),
  paidOut: z.number().describe('what they were paid, HTG'),
  overpaid: z.number().describe('paid beyond what they win now, HTG'),
});
export type CorrectedAfterPayout = z.infer<typeof correctedAfterPayout>;

export const paymentAlert = z
  .object({
    _id: z.string(),
    company: z.string().describe('the company name'),
    companyId: z.string(),
    message: z.string(),
    date: z.string().describe('YYYY-MM-DD'),
    // Issue 38: the platform's own alerts, said in the reader's language (`message` stays French).
    code: z
      .enum(PAYMENT_ALERT_CODES)
      .optional()
      .describe("an alert the platform wrote: its kind, to be said in the reader's language"),
    params: correctedAfterPayout
      .optional()
      .describe("the code's figures (amounts in HTG, the draw date YYYY-MM-DD)"),
  })
  .meta({ id: 'PaymentAlert' });
export type PaymentAlert = z.infer<typeof paymentAlert>;

export const addPaymentAlertBody = z.object({
  company: z.uuid({
    error: (i) =>
      i.input === undefined || i.input === '' ? 'Company is required' : 'Company is not valid',
  }),
  message: requiredText('Message', 1000, { multiline: true }),
  date: calendarDate('Date'),
});
export type AddPaymentAlertBody = z.infer<typeof addPaymentAlertBody>;

export const paymentAlertList = dataBody(z.array(paymentAlert));
export const paymentAlertAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: paymentAlert,
});
