import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addBranchBody, updateBranchBody, type Branch } from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { useAddBranch, useUpdateBranch } from './api.ts';

/** The ADD / EDIT BRANCH form's values. */
interface Values {
  name: string;
  address: string;
  phoneNumber: string;
  isActive: boolean;
}
const empty: Values = { name: '', address: '', phoneNumber: '', isActive: true };

/** ADD BRANCH / EDIT BRANCH (issue 39). An emptied address or phone clears it. */
export function BranchModal(props: {
  editing?: Branch;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, trigger } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddBranch();
  const update = useUpdateBranch();
  return (
    <FormModal
      title={editing ? t('branches.editTitle') : t('branches.addTitle')}
      trigger={trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              name: editing.name,
              address: editing.address ?? '',
              phoneNumber: editing.phoneNumber ?? '',
              isActive: editing.isActive,
            }
          : empty
      }
      sending={
        editing
          ? sending(updateBranchBody, (values: Values) => values, withId(update, editing._id))
          : sending(addBranchBody, (values: Values) => values, add)
      }
      success={{ text: editing ? t('branches.updated') : t('branches.created') }}
    >
      {(form) => (
        <>
          <TextInput
            label={t('branches.name')}
            data-autofocus
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput label={t('branches.address')} {...form.getInputProps('address')} />
          <TextInput label={t('branches.phoneNumber')} {...form.getInputProps('phoneNumber')} />
          <Switch
            label={t('common:fields.active')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </>
      )}
    </FormModal>
  );
}
