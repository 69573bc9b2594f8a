import { z } from 'zod';
import { englishOf } from '../messages/coded.ts';
import { LANGUAGES } from '../languages.ts';
import { STAFF_ROLES } from '../staff-permissions.ts';
import { inputText, requiredText, roleSchema } from './common.ts';

export const signInBody = z
  .object({
    userName: requiredText('User name', 100),
    password: inputText('Password', {
      error: {
        error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text'),
      },
    })
      .min(1, 'Password is required')
      .max(200, 'Password must be at most 200 characters'),
    imei: inputText('Device ID')
      .trim()
      .max(100)
      .optional()
      .describe('Seller devices only: the device ID bound to the seller'),
  })
  .meta({
    examples: [
      { userName: 'jean-pv', password: 'a-long-secret', imei: '356938035643809' },
      { userName: 'lakay', password: 'a-long-secret' },
    ],
  });
export type SignInBody = z.infer<typeof signInBody>;

/** 403 of a seller signing in from a device that is not its registered one (the dashboard points it to /pos). */
export const DEVICE_NOT_REGISTERED = englishOf('signin.wrong_device');

export { LANGUAGES, type Language } from '../languages.ts';
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be ht, fr or en' });

export const sessionUser = z.object({
  role: roleSchema,
  userName: z.string(),
  companyName: z.string().nullable(),
  _id: z.string(),
  timeZone: z
    .string()
    .describe(
      "the operator's time zone (IANA, TZ_OPERATOR): the web app's today, draw dates and times are read in it",
    ),
  language: languageSchema
    .nullable()
    .describe('the language the user chose (ht, fr, en), on every device; null: not chosen yet'),
  staffRole: z.enum(STAFF_ROLES).optional().describe('staff only: its role'),
  branchId: z.string().optional().describe("staff only: its branch's id"),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signInAnswer = z
  .object({
    success: z.literal(true),
    token: z.string(),
    user: sessionUser,
    message: z.string(),
  })
  .meta({
    id: 'SignInAnswer',
    examples: [
      {
        success: true,
        token: 'q3Xh8m0sV1c6ZtY2bN9rK4wP7eJ5uA0dF3gH6jL8nQs',
        user: {
          role: 'seller',
          userName: 'jean-pv',
          companyName: 'Borlette Lakay',
          _id: '9c2e4f1a-3b5d-4e6f-8a7b-1c2d3e4f5a6b',
          timeZone: 'America/Port-au-Prince',
          language: 'ht',
        },
        message: 'Welcome',
      },
    ],
  });
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const updateMeBody = z
  .object({
    language: languageSchema
      .nullable()
      .describe('ht, fr or en; null forgets the choice (the browser decides again)'),
  })
  .meta({ examples: [{ language: 'ht' }] });
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** `GET` and `PATCH /api/auth/me`: who the token belongs to. */
export const meAnswer = z.object({ success: z.literal(true), user: sessionUser });
export type MeAnswer = z.infer<typeof meAnswer>;
