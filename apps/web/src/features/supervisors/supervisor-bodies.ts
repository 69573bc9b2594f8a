import {
  SUPERVISOR_NAME_REQUIRED,
  updateSupervisorBody,
  userNameField,
  type UpdateSupervisorBody,
} from '@tiraj/domain/contracts';
import type { Sending } from '../../components/form-sending.ts';

/** The ADD SUPERVISOR / EDIT SUPERVISOR form's values. */
export interface Values {
  userName: string;
  password: string;
  isActive: boolean;
  /** issue 39: the supervisor's branch; null: none */
  branchId: string | null;
}
export const empty: Values = { userName: '', password: '', isActive: true, branchId: null };

/**
 * The API keeps the name when an update sends it empty (issue 36: an unset value changes nothing);
 * this screen says it is required instead (SPEC.md §5).
 */
export const updateForm = updateSupervisorBody.extend({
  userName: userNameField(SUPERVISOR_NAME_REQUIRED),
});

/**
 * An update sends the name every time (SPEC.md §7), the password only when typed: an edit that
 * changes nothing sends the name it has, never "" nor a missing name or password.
 */
export function updateOf(values: Values, was?: string | null): UpdateSupervisorBody {
  const body: UpdateSupervisorBody = { userName: values.userName, isActive: values.isActive };
  if (values.password) body.password = values.password;
  // Issue 39: the branch only when changed; cleared, null takes the supervisor out of it.
  if (was !== undefined && values.branchId !== was) body.branchId = values.branchId;
  return body;
}

/**
 * The contract's one message for a missing name (SPEC.md §5), said in the screen's language on the
 * field; its other messages are left as they are.
 */
export function withNameRequired(check: Sending<Values>, nameRequired: string): Sending<Values> {
  return {
    ...check,
    check: (values) => {
      const errors = check.check(values);
      if (errors.userName === SUPERVISOR_NAME_REQUIRED) errors.userName = nameRequired;
      return errors;
    },
  };
}
