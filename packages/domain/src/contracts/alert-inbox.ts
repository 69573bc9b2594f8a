import { z } from 'zod';
import { exposureAlert } from './exposure-alerts.ts';

/** The alert inbox (issue 30): the risk alerts a company user may see, each kept until it reads it. */
export const ALERT_INBOX_PATHS = {
  subadmin: {
    list: '/subadmin/getalertinbox',
    read: '/subadmin/readalert',
    readAll: '/subadmin/readallalerts',
  },
  supervisor: {
    list: '/supervisor/getalertinbox',
    read: '/supervisor/readalert',
    readAll: '/supervisor/readallalerts',
  },
} as const;

/** How many alerts the inbox lists, newest first (the unread count covers them all). */
export const ALERT_INBOX_SIZE = 50;

export const inboxAlert = exposureAlert
  .extend({ read: z.boolean().describe('whether the caller has marked it read') })
  .meta({ id: 'InboxAlert' });
export type InboxAlert = z.infer<typeof inboxAlert>;

export const alertInboxAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    unread: z.number().int().describe('the caller’s unread alerts, all of them'),
    alerts: z
      .array(inboxAlert)
      .describe(`the newest ${ALERT_INBOX_SIZE} alerts the caller may see, newest first`),
  }),
});
export type AlertInboxAnswer = z.infer<typeof alertInboxAnswer>;

export const alertReadAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ unread: z.number().int().describe('the caller’s unread alerts left') }),
});
export type AlertReadAnswer = z.infer<typeof alertReadAnswer>;
