import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { calendarDate, inputText, personRef } from './common.ts';
import { htgAmount, ticket } from './sales.ts';

// Selling offline (issue 32; README "Selling offline"): the company's settings, the grant a
// device takes online, the signed tickets it syncs, and the held tickets the company decides.

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minutes`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);

export const offlineSettings = z
  .object({
    enabled: z.boolean({ error: 'Offline selling must be true or false' }),
    budgetPerDraw: htgAmount('Budget per draw').describe(
      'HTG: the most one device may sell offline for one draw',
    ),
    capPerNumber: htgAmount('Cap per number').describe(
      'HTG: the most one device may sell offline per game and number for one draw',
    ),
    stopMinutesBeforeClose: minutes('Stop before the close', 0, 120).describe(
      "offline sales stop this many minutes before a draw's close; also the sync's grace after it",
    ),
    maxOfflineMinutes: minutes('Longest offline', 1, 720).describe(
      'the longest a device may sell on one grant, minutes',
    ),
  })
  .refine((s) => s.capPerNumber <= s.budgetPerDraw, {
    path: ['capPerNumber'],
    message: 'Cap per number must not be more than the budget',
  })
  .meta({ id: 'OfflineSettings' });
export type OfflineSettings = z.infer<typeof offlineSettings>;

export const offlineSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: offlineSettings,
});

export const offlineGrantBody = z.object({
  lotteryCategoryName: inputText('Lottery', { error: 'Lottery is required' })
    .trim()
    .min(1, 'Lottery is required')
    .describe('id or exact name'),
});

export const offlineGrant = z
  .object({
    grantId: z.string(),
    key: z.string().describe('base64 of the 32-byte HMAC-SHA256 key the tickets are signed with'),
    lotteryCategoryId: z.string(),
    drawDate: z.string().describe('YYYY-MM-DD'),
    closesAt: z.string().describe("ISO instant: the draw's close"),
    stopsAt: z
      .string()
      .describe('ISO instant: offline sales stop (the close less the stop-before-close minutes)'),
    expiresAt: z.string().describe('ISO instant: no offline sale from then on'),
    budget: z.number().describe('HTG this device may sell offline for the draw'),
    capPerNumber: z.number().describe('HTG per game and number'),
    blocked: z.array(z.object({ gameCategory: z.string(), number: z.string() })),
    percentageLimits: z.array(z.object({ gameCategory: z.string(), limitPercent: z.number() })),
    terms: z
      .array(z.number())
      .describe(
        "the draw's payout multipliers in force for the seller: its branch's own term, else the company's (issue 39)",
      ),
    bonus: z
      .boolean()
      .optional()
      .describe(
        "free maryaj lines (the seller's branch's switch, else the company's): the device prints those the server will store (issue 37)",
      ),
  })
  .meta({
    id: 'OfflineGrant',
    examples: [
      {
        grantId: '6f1c2b9e-8d1a-4c3e-9b7a-2f4d5e6a7b8c',
        key: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=',
        lotteryCategoryId: '0b6a1f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        drawDate: '2026-11-26',
        closesAt: '2026-11-26T17:55:00.000Z',
        stopsAt: '2026-11-26T17:50:00.000Z',
        expiresAt: '2026-11-26T17:30:00.000Z',
        budget: 2000,
        capPerNumber: 100,
        blocked: [{ gameCategory: 'BLT', number: '13' }],
        percentageLimits: [{ gameCategory: 'L3C', limitPercent: 50 }],
        terms: [50, 20, 10, 500, 5000, 5000, 5000, 25000, 25000, 25000, 1000],
        bonus: true,
      },
    ],
  });
export type OfflineGrantData = z.infer<typeof offlineGrant>;
export const offlineGrantAnswer = z.object({ success: z.literal(true), data: offlineGrant });

export const offlineLine = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  number: z.string().min(1).max(20),
  amount: htgAmount('Amount'),
});

export const offlineTicket = z
  .object({
    saleKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Sale key is 8 to 64 letters, digits, - or _'),
    seq: z.number().int().min(1),
    soldAt: z.string().max(40).describe("the device's time of sale, ISO 8601"),
    lines: z.array(offlineLine).min(1).max(100),
    prev: z.string().max(100).describe('the previous ticket’s sig; "" for the first'),
    sig: z
      .string()
      .max(100)
      .describe(
        'base64url(HMAC-SHA256(key, JSON.stringify([grantId, seq, saleKey, soldAt, lines, prev])))',
      ),
  })
  .meta({ id: 'OfflineTicket' });
export type OfflineTicketBody = z.infer<typeof offlineTicket>;

export const syncOfflineBody = z
  .object({
    grantId: z.uuid({ error: 'Not a valid grant' }),
    tickets: z.array(offlineTicket).max(500).describe('in the order sold'),
  })
  .meta({
    id: 'SyncOffline',
    examples: [
      {
        grantId: '6f1c2b9e-8d1a-4c3e-9b7a-2f4d5e6a7b8c',
        tickets: [
          {
            saleKey: 'k7f3a9c2e1b4',
            seq: 1,
            soldAt: '2026-11-26T17:05:12.000Z',
            lines: [{ gameCategory: 'BLT', number: '27', amount: 50 }],
            prev: '',
            sig: 'Xq1b8mW0Zr3n5cV7yT2kP9sD4fG6hJ1lA0oE8uI3wQY',
          },
        ],
      },
    ],
  });
export type SyncOfflineBody = z.infer<typeof syncOfflineBody>;

export const OFFLINE_HOLD_REASONS = [
  'signature',
  'chain_gap',
  'chain_order',
  'key_reused',
  'code_taken',
  'clock',
  'expired',
  'grant_ended',
  'after_close',
  'closed',
  'blocked',
  'percentage',
  'cap',
  'budget',
  'refused',
] as const;
export type OfflineHoldReason = (typeof OFFLINE_HOLD_REASONS)[number];

export const syncOfflineAnswer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      saleKey: z.string(),
      state: z.enum(['recorded', 'held']),
      reason: z.enum(OFFLINE_HOLD_REASONS).optional(),
      ticket: ticket.optional(),
    }),
  ),
});
export type SyncOfflineAnswer = z.infer<typeof syncOfflineAnswer>;

/** Which of the held tickets a list shows (issue 38): those still to decide, the decided, or both. */
export const OFFLINE_HELD_SHOWN = ['held', 'decided', 'all'] as const;
export type OfflineHeldShown = (typeof OFFLINE_HELD_SHOWN)[number];

export const offlineHeldQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
  show: z
    .enum(OFFLINE_HELD_SHOWN)
    .optional()
    .describe('held (none given): still to decide; decided: accepted or refused; all'),
});

export const offlineHeldRow = z
  .object({
    _id: z.string(),
    seller: personRef,
    lotteryCategoryId: z.string(),
    lotteryCategoryName: z.string(),
    drawDate: z.string(),
    saleKey: z.string(),
    seq: z.number(),
    soldAt: z.string().describe("the device's time"),
    receivedAt: z.string(),
    lines: z.array(z.object({ gameCategory: z.string(), number: z.string(), amount: z.number() })),
    total: z.number().describe('HTG'),
    verificationCode: z.string().describe('the code printed on the customer’s ticket'),
    reason: z.enum(OFFLINE_HOLD_REASONS),
    decision: z
      .object({
        state: z.enum(['recorded', 'refused']),
        by: z.string().nullable().describe('who decided (user name)'),
        at: z.string(),
        reason: z.string().nullable(),
      })
      .nullable()
      .optional()
      .describe('null while held: accepted (recorded) or refused, by whom, when, why'),
  })
  .meta({ id: 'OfflineHeldTicket' });
export type OfflineHeldRow = z.infer<typeof offlineHeldRow>;
export const offlineHeldList = z.object({
  success: z.literal(true),
  data: z.array(offlineHeldRow),
});

export const decideOfflineBody = z.object({
  accept: z.boolean({ error: 'Accept must be true or false' }),
  reason: inputText('Reason', { error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason is at most 200 characters'),
});
export type DecideOfflineBody = z.infer<typeof decideOfflineBody>;

export const decideOfflineAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ state: z.enum(['recorded', 'refused']), ticket: ticket.optional() }),
});

export const OFFLINE_PATHS = {
  subadmin: '/subadmin/getofflineheld',
  supervisor: '/supervisor/getofflineheld',
} as const;

export type OfflineSettingsAnswer = z.infer<typeof offlineSettingsAnswer>;
export type OfflineHeldList = z.infer<typeof offlineHeldList>;
export type DecideOfflineAnswer = z.infer<typeof decideOfflineAnswer>;
export type OfflineGrantAnswer = z.infer<typeof offlineGrantAnswer>;
