import { z } from 'zod';
import { branchOfPerson, dataBody } from './common.ts';
import { branchOfNew, changedBranch } from './branches.ts';
import {
  activeFlag,
  changedPassword,
  changedUserName,
  newPassword,
  userNameField,
} from './people.ts';

/** SPEC.md §5: the one message for a supervisor without a name. */
export const SUPERVISOR_NAME_REQUIRED = 'Username and company name are required.';

export const supervisor = z
  .object({ _id: z.string(), userName: z.string(), isActive: z.boolean(), ...branchOfPerson })
  .meta({ id: 'Supervisor' });
export type Supervisor = z.infer<typeof supervisor>;

export const addSupervisorBody = z.object({
  userName: userNameField(SUPERVISOR_NAME_REQUIRED),
  password: newPassword,
  isActive: activeFlag,
  branchId: branchOfNew,
});
export type AddSupervisorBody = z.input<typeof addSupervisorBody>;

/** The name is sent every time (SPEC.md §7): blanks are refused, an unset one keeps it; a password only when typed. */
export const updateSupervisorBody = z.object({
  userName: changedUserName(SUPERVISOR_NAME_REQUIRED),
  password: changedPassword,
  isActive: activeFlag,
  branchId: changedBranch,
});
export type UpdateSupervisorBody = z.input<typeof updateSupervisorBody>;

export const supervisorList = dataBody(z.array(supervisor));
export const supervisorAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: supervisor,
});
