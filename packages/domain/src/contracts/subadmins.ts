import { z } from 'zod';
import { dataBody, flag, optionalText, requiredText } from './common.ts';
import { newPassword } from './people.ts';

/** A company as the admin sees it: the company and its subadmin login. `_id` is the company's. */
export const subAdmin = z
  .object({
    _id: z.string(),
    companyName: z.string(),
    companyLogo: z.string().describe('relative path like files/<key>.png, or empty'),
    address: z.string(),
    userName: z.string(),
    phoneNumber: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'SubAdmin' });
export type SubAdmin = z.infer<typeof subAdmin>;

/** multipart fields of POST /admin/addsubadmin (plus the optional file companyLogo) */
export const addSubAdminFields = z.object({
  userName: requiredText('Subadmin Name', 100),
  password: newPassword,
  companyName: requiredText('Company Name', 120),
  address: optionalText('Address', 300),
  phoneNumber: optionalText('Phone Number', 40),
  isActive: flag('Active').optional(),
});

/** multipart fields of PATCH /admin/updatesubadmin/{id}: only the non-empty ones change */
export const updateSubAdminFields = z.object({
  userName: optionalText('Subadmin Name', 100),
  password: z
    .union([z.literal(''), newPassword])
    .optional()
    .transform((v) => v || undefined),
  companyName: optionalText('Company Name', 120),
  address: optionalText('Address', 300),
  phoneNumber: optionalText('Phone Number', 40),
  isActive: flag('Active').optional(),
});

export const subAdminList = dataBody(z.array(subAdmin));
export const subAdminAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: subAdmin,
});
