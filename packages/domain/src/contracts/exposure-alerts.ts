import { z } from 'zod';
import { ALERT_PERCENT_MAX, ALERT_PERCENT_MIN } from '../exposure-alerts.ts';
import { GAME_CATEGORIES } from '../games.ts';
import { dataBody } from './common.ts';
import { exposureQuery } from './exposure.ts';

/** A draw's alerts: the subadmin's (the company's) and the supervisor's (the limits of its sellers). */
export const EXPOSURE_ALERT_PATHS = {
  subadmin: '/subadmin/getexposurealerts',
  supervisor: '/supervisor/getexposurealerts',
} as const;

/** The company's alert share: read by its owner, set by its owner. */
export const ALERT_PERCENT_PATHS = {
  read: '/subadmin/getalertpercent',
  update: '/subadmin/updatealertpercent',
} as const;

/** `?lotteryCategoryName&date`, as the risk board's. */
export const exposureAlertsQuery = exposureQuery.omit({ branch: true });

export const exposureAlert = z
  .object({
    _id: z.string(),
    lotteryCategoryId: z.string(),
    lotteryCategoryName: z.string(),
    date: z.string().describe('the draw date YYYY-MM-DD'),
    gameCategory: z.enum(GAME_CATEGORIES),
    number: z.string(),
    scope: z
      .enum(['all', 'supervisor', 'seller'])
      .describe('whose limit reached the share: the company (All), a supervisor or a seller'),
    usedPercent: z.number().describe('share of that limit used by the sale that raised the alert'),
    createdAt: z.string().describe('when the alert was raised (ISO 8601)'),
  })
  .meta({ id: 'ExposureAlert' });
export type ExposureAlert = z.infer<typeof exposureAlert>;

export const exposureAlertList = dataBody(z.array(exposureAlert));
export type ExposureAlertList = z.infer<typeof exposureAlertList>;

const ALERT_PERCENT_ERROR = `The alert share must be a whole number of percent from ${ALERT_PERCENT_MIN} to ${ALERT_PERCENT_MAX}`;

export const updateAlertPercentBody = z.object({
  alertPercent: z
    .number({ error: ALERT_PERCENT_ERROR })
    .int({ error: ALERT_PERCENT_ERROR })
    .min(ALERT_PERCENT_MIN, { error: ALERT_PERCENT_ERROR })
    .max(ALERT_PERCENT_MAX, { error: ALERT_PERCENT_ERROR })
    .describe('the share of a limit (percent) at which the company is warned'),
});
export type UpdateAlertPercentBody = z.infer<typeof updateAlertPercentBody>;

export const alertPercentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  alertPercent: z.number().int(),
});
export type AlertPercentAnswer = z.infer<typeof alertPercentAnswer>;
