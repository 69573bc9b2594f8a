import { z } from 'zod';
import { calendarDate, dataBody, requiredText } from './common.ts';

export const paymentAlert = z
  .object({
    _id: z.string(),
    company: z.string().describe('the company name'),
    companyId: z.string(),
    message: z.string(),
    date: z.string().describe('YYYY-MM-DD'),
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
