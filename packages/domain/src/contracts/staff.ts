import { z } from 'zod';
import { COMPANY_STAFF_ROLES, PLATFORM_STAFF_ROLES, STAFF_ROLES } from '../staff-permissions.ts';
import { branchOfNew, changedBranch } from './branches.ts';
import { branchOfPerson, dataBody, inputText } from './common.ts';
import {
  activeFlag,
  changedPassword,
  changedUserName,
  newPassword,
  userNameField,
} from './people.ts';

/** Issue 39: staff accounts, the company owner's (office) and the platform operator's. */
export const STAFF_PATHS = {
  subadmin: {
    list: '/subadmin/getstaff',
    add: '/subadmin/addstaff',
    update: '/subadmin/updatestaff',
    remove: '/subadmin/deletestaff',
    endSessions: '/subadmin/endstaffsessions',
  },
  admin: {
    list: '/admin/getstaff',
    add: '/admin/addstaff',
    update: '/admin/updatestaff',
    remove: '/admin/deletestaff',
    endSessions: '/admin/endstaffsessions',
  },
} as const;
export type StaffSide = keyof typeof STAFF_PATHS;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Role is not a staff role' });

export const staffMember = z
  .object({
    _id: z.string(),
    userName: z.string(),
    staffRole: staffRoleSchema,
    isActive: z.boolean(),
    ...branchOfPerson,
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

const companyRole = z.enum(COMPANY_STAFF_ROLES, {
  error: 'Role must be manager, cashier or auditor',
});
const platformRole = z.enum(PLATFORM_STAFF_ROLES, {
  error: 'Role must be operator, results, billing or support',
});

export const addCompanyStaffBody = z.object({
  userName: userNameField(),
  password: newPassword,
  staffRole: companyRole,
  branchId: branchOfNew,
  isActive: activeFlag,
});
export type AddCompanyStaffBody = z.input<typeof addCompanyStaffBody>;

/** Only the fields sent change; a password only when typed (never an empty one). */
export const updateCompanyStaffBody = z.object({
  userName: changedUserName(),
  password: changedPassword,
  staffRole: companyRole.optional(),
  branchId: changedBranch,
  isActive: activeFlag,
});
export type UpdateCompanyStaffBody = z.input<typeof updateCompanyStaffBody>;

export const addPlatformStaffBody = z.object({
  userName: userNameField(),
  password: newPassword,
  staffRole: platformRole,
  isActive: activeFlag,
});
export type AddPlatformStaffBody = z.input<typeof addPlatformStaffBody>;

export const updatePlatformStaffBody = z.object({
  userName: changedUserName(),
  password: changedPassword,
  staffRole: platformRole.optional(),
  isActive: activeFlag,
});
export type UpdatePlatformStaffBody = z.input<typeof updatePlatformStaffBody>;

export const staffList = dataBody(z.array(staffMember));
export type StaffList = z.infer<typeof staffList>;
export const staffAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffMember,
});
export type StaffAnswer = z.infer<typeof staffAnswer>;

/** `PATCH /api/auth/changepassword`: anyone's own password; the current one must be right. */
export const changePasswordBody = z.object({
  currentPassword: inputText('Current password', {
    error: {
      error: (i) =>
        i.input === undefined ? 'Current password is required' : 'Current password must be text',
    },
  })
    .min(1, 'Current password is required')
    .max(200),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
