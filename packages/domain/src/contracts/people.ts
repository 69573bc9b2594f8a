import { z } from 'zod';
import { flag, inputText, unsetAsAbsent } from './common.ts';

/**
 * Fields shared by the seller and supervisor contracts: a person's user name,
 * password and device ID.
 */

export const PASSWORD_MIN = 6;

/** A user name as typed: trimmed, required, unique platform-wide (checked by the server). */
const userNameText = (requiredMessage: string) =>
  inputText('Name', {
    error: { error: (i) => (i.input === undefined ? requiredMessage : 'Name must be text') },
  })
    .trim()
    .min(1, requiredMessage)
    .max(60, 'Name must be at most 60 characters');

/** A user name; an unset one (`"undefined"`, `null`…) is a missing one, never a name (issue 36). */
export const userNameField = (requiredMessage = 'Name is required') =>
  unsetAsAbsent(userNameText(requiredMessage));

/** A password as typed: never blank, at least PASSWORD_MIN characters. Kept as typed. */
const passwordText = inputText('Password', {
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

/** A new password; an unset one (`"undefined"`, `null`, empty) is a missing one (issue 36). */
export const newPassword = unsetAsAbsent(passwordText);

/**
 * In an update, an unset password (empty, `null`, `"undefined"`, `"null"`: what the old company
 * form sends for a field left empty) means "keep the current one", on every user route.
 */
export const changedPassword = unsetAsAbsent(passwordText.optional()).optional();

/** In an update, an unset name (empty, `null`, `"undefined"`, `"null"`) keeps the current one. */
export const changedUserName = (requiredMessage = 'Name is required') =>
  unsetAsAbsent(userNameText(requiredMessage).optional()).optional();

export const activeFlag = flag('Active').optional();

/** A device ID (IMEI): trimmed; empty means none. */
export const deviceId = inputText('Device ID')
  .trim()
  .max(100, 'Device ID must be at most 100 characters')
  .optional()
  .transform((v) => v || undefined);

/**
 * In an update: absent keeps the device; an emptied Device ID removes it (the seller may sign in
 * from any device): `""`, as SPEC's seller form sends the emptied field (issue 36), or `null`.
 */
export const changedDeviceId = z
  .union([z.null(), inputText('Device ID')], { error: 'Device ID must be text' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v?.trim() || null))
  .refine((v) => !v || v.length <= 100, {
    message: 'Device ID must be at most 100 characters',
    params: { code: 'validation.too_long', maximum: 100 },
  });
