import { expect } from 'vitest';
import { caller, unique } from './factories.ts';
import { twoCompaniesApp } from './roles.ts';

/**
 * The seller tests' server (sellers, add-seller, update-seller, delete-seller, supervisor-sellers)
 * and `addSeller`, through the subadmin's route or the supervisor's own.
 */
export async function sellersApp() {
  const app = await twoCompaniesApp();
  const asSupervisor = caller(app.app, app.tokens.supervisor);

  async function addSeller(payload: object = {}, as: 'subadmin' | 'supervisor' = 'subadmin') {
    const add = as === 'subadmin' ? app.asSubadmin : asSupervisor;
    const response = await add('POST', `/api/${as}/addseller`, {
      userName: unique('seller'),
      password: 'secret-123',
      isActive: true,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { _id: string; userName: string; imei: string | null };
  }

  return { ...app, asSupervisor, addSeller };
}

/** Invalid fields of a seller update, each with the field and message a 400 names (both seller tables). */
/** A refused field: what was sent, the field the 400 names, its message, code and parameters. */
export type FieldRefusal = [object, string, string, string, object?];

/** The `errors[]` entry a FieldRefusal expects. */
export const entryOf = ([, field, message, code, params]: FieldRefusal) => ({
  field,
  message,
  code,
  ...(params ? { params } : {}),
});

const TEXT = { expected: 'string' };
const FLAG = { expected: 'boolean' };

export const SELLER_UPDATE_REFUSALS: FieldRefusal[] = [
  [
    { isActive: 'yes' },
    'isActive',
    'Active must be true or false',
    'validation.invalid_type',
    FLAG,
  ],
  [{ isActive: 1 }, 'isActive', 'Active must be true or false', 'validation.invalid_type', FLAG],
  [
    { password: 'abc' },
    'password',
    'Password must be at least 6 characters',
    'validation.too_short',
    { minimum: 6 },
  ],
  [{ password: '  ' }, 'password', 'Password is required', 'validation.required'],
  [{ password: 123456 }, 'password', 'Password must be text', 'validation.invalid_type', TEXT],
  [{ imei: 123 }, 'imei', 'Device ID must be text', 'validation.invalid_type', TEXT],
  [
    { imei: 'x'.repeat(101) },
    'imei',
    'Device ID must be at most 100 characters',
    'validation.too_long',
    { maximum: 100 },
  ],
  // '' keeps the name (only non-empty fields change); blanks are no name at all.
  [{ userName: '   ' }, 'userName', 'Name is required', 'validation.required'],
  [{ userName: 12 }, 'userName', 'Name must be text', 'validation.invalid_type', TEXT],
  [
    { userName: 'x'.repeat(61) },
    'userName',
    'Name must be at most 60 characters',
    'validation.too_long',
    { maximum: 60 },
  ],
];
