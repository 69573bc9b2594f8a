import { PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COMPANY_STAFF_ROLES, PLATFORM_STAFF_ROLES, type StaffRole } from '@tiraj/domain';
import {
  addCompanyStaffBody,
  addPlatformStaffBody,
  updateCompanyStaffBody,
  updatePlatformStaffBody,
  type StaffMember,
  type StaffSide,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { BranchField } from '../../lib/queries/branches.tsx';
import { useAddStaff, useUpdateStaff } from './api.ts';

/** The staff form's values. */
interface Values {
  userName: string;
  password: string;
  staffRole: StaffRole;
  branchId: string | null;
  isActive: boolean;
}

const ROLES = { subadmin: COMPANY_STAFF_ROLES, admin: PLATFORM_STAFF_ROLES } as const;
const CONTRACTS = {
  subadmin: { add: addCompanyStaffBody, update: updateCompanyStaffBody },
  admin: { add: addPlatformStaffBody, update: updatePlatformStaffBody },
} as const;

/**
 * The body the values make: a password only when typed (never an empty one), a branch only on a
 * company's form (on an update, none chosen takes the account out of its branch).
 */
function bodyOf(side: StaffSide, { password, branchId, ...values }: Values, updating: boolean) {
  return {
    ...values,
    ...(password ? { password } : {}),
    ...(side === 'subadmin' && (branchId || updating) ? { branchId: branchId ?? null } : {}),
  };
}

/** Add or edit a staff account (issue 39), on the owner's or the admin's Staff screen. */
export function StaffModal(props: {
  side: StaffSide;
  editing?: StaffMember;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { side, editing, trigger } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddStaff(side);
  const update = useUpdateStaff(side);
  const contract = CONTRACTS[side];
  return (
    <FormModal
      title={editing ? t('staff.editTitle') : t('staff.addTitle')}
      trigger={trigger}
      updating={!!editing}
      initialValues={(): Values =>
        editing
          ? {
              userName: editing.userName,
              password: '',
              staffRole: editing.staffRole,
              branchId: editing.branchId,
              isActive: editing.isActive,
            }
          : {
              userName: '',
              password: '',
              staffRole: ROLES[side][0],
              branchId: null,
              isActive: true,
            }
      }
      sending={
        editing
          ? sending(
              contract.update,
              (values: Values) => bodyOf(side, values, true),
              withId(update, editing._id),
            )
          : sending(contract.add, (values: Values) => bodyOf(side, values, false), add)
      }
      success={{ text: editing ? t('staff.updated') : t('staff.created') }}
    >
      {(form) => <StaffFields form={form} side={side} editing={!!editing} />}
    </FormModal>
  );
}

function StaffFields(props: {
  form: UseFormReturnType<Values>;
  side: StaffSide;
  editing: boolean;
}) {
  const { form, side, editing } = props;
  const { t } = useTranslation(['company', 'common']);
  const roles = ROLES[side].map((role) => ({ value: role, label: t(`staff.roles.${role}`) }));
  const role = form.getValues().staffRole;
  return (
    <>
      <TextInput
        label={t('staff.userName')}
        data-autofocus
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('userName')}
      />
      <PasswordInput
        label={t('staff.password')}
        withAsterisk={!editing}
        description={editing ? t('staff.passwordHint') : undefined}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <Select
        label={t('staff.role')}
        data={roles}
        allowDeselect={false}
        description={t(`staff.roleHints.${role}`)}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('staffRole')}
      />
      {side === 'subadmin' && (
        <BranchField
          label={t('staff.branch')}
          placeholder={t('staff.anyBranch')}
          description={t('staff.anyBranchHint')}
          value={form.getValues().branchId}
          onChange={(id) => form.setFieldValue('branchId', id)}
          error={form.errors.branchId}
        />
      )}
      <Switch
        label={t('common:fields.active')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}
