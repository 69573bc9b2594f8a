import { z } from 'zod';
import { dataBody, flag, optionalText, requiredText, unsetAsAbsent } from './common.ts';
import { changedPassword, newPassword } from './people.ts';

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
  userName: unsetAsAbsent(requiredText('Subadmin Name', 100)),
  password: newPassword,
  companyName: unsetAsAbsent(requiredText('Company Name', 120)),
  address: unsetAsAbsent(optionalText('Address', 300)).optional(),
  phoneNumber: unsetAsAbsent(optionalText('Phone Number', 40)).optional(),
  isActive: flag('Active').optional(),
});

/**
 * multipart fields of PATCH /admin/updatesubadmin/{id}: only the non-empty ones change; an unset
 * one (`"undefined"`, `"null"`: the old dashboard's form sends `password=undefined`) changes nothing.
 */
export const updateSubAdminFields = z.object({
  userName: unsetAsAbsent(optionalText('Subadmin Name', 100)).optional(),
  password: changedPassword,
  companyName: unsetAsAbsent(optionalText('Company Name', 120)).optional(),
  address: unsetAsAbsent(optionalText('Address', 300)).optional(),
  phoneNumber: unsetAsAbsent(optionalText('Phone Number', 40)).optional(),
  isActive: flag('Active').optional(),
});

export const subAdminList = dataBody(z.array(subAdmin));
export const subAdminAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: subAdmin,
});
