import { z } from 'zod';
import { flag, inputText } from './common.ts';

/**
 * Fields shared by the seller and supervisor contracts: a person's user name,
 * password and device ID.
 */

export const PASSWORD_MIN = 6;

/** A user name: trimmed, required, unique platform-wide (checked by the server). */
export const userNameField = (requiredMessage = 'Name is required') =>
  inputText('Name', {
    error: { error: (i) => (i.input === undefined ? requiredMessage : 'Name must be text') },
  })
    .trim()
    .min(1, requiredMessage)
    .max(60, 'Name must be at most 60 characters');

/** A new password: never blank, at least PASSWORD_MIN characters. Kept as typed. */
export const newPassword = inputText('Password', {
  error: {
    error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text'),
  },
})
  .min(1, 'Password is required')
  // `params` name each rule's code for the API's 400 (messages/codes.ts).
  .refine((v) => v.trim().length > 0, {
    message: 'Password is required',
    params: { code: 'validation.required' },
  })
  .refine((v) => v.trim().length === 0 || v.length >= PASSWORD_MIN, {
    message: `Password must be at least ${PASSWORD_MIN} characters`,
    params: { code: 'validation.too_short', minimum: PASSWORD_MIN },
  })
  .refine((v) => v.length <= 200, {
    message: 'Password must be at most 200 characters',
    params: { code: 'validation.too_long', maximum: 200 },
  });

/** In an update, an empty password means "keep the current one". */
export const changedPassword = z
  .union([z.literal(''), newPassword], { error: 'Password must be text' })
  .optional()
  .transform((v) => v || undefined);

/** In an update, an empty name means "keep the current one". */
export const changedUserName = z
  .union([z.literal(''), userNameField()], { error: 'Name must be text' })
  .optional()
  .transform((v) => v || undefined);

export const activeFlag = flag('Active').optional();

/** A device ID (IMEI): trimmed; empty means none. */
export const deviceId = inputText('Device ID')
  .trim()
  .max(100, 'Device ID must be at most 100 characters')
  .optional()
  .transform((v) => v || undefined);

/** In an update: empty keeps the device, `null` removes it. */
export const changedDeviceId = z
  .union([z.null(), inputText('Device ID')], { error: 'Device ID must be text' })
  .optional()
  .transform((v) => (v === null ? null : v?.trim() || undefined))
  .refine((v) => !v || v.length <= 100, {
    message: 'Device ID must be at most 100 characters',
    params: { code: 'validation.too_long', maximum: 100 },
  });
