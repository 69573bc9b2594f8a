import { z } from 'zod';
import { requiredText, roleSchema } from './common.ts';

export const signInBody = z.object({
  userName: requiredText('User name', 100),
  password: z
    .string({
      error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text'),
    })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
  imei: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Seller devices only: the device ID bound to the seller'),
});
export type SignInBody = z.infer<typeof signInBody>;

export const sessionUser = z.object({
  role: roleSchema,
  userName: z.string(),
  companyName: z.string().nullable(),
  _id: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signInAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUser,
  message: z.string(),
});
export type SignInAnswer = z.infer<typeof signInAnswer>;
