import { PasswordInput, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addSupervisorBody, type Supervisor } from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { toast } from '../../lib/toast.ts';
import { BranchField } from '../../lib/queries/branches.tsx';
import { useAddSupervisor, useUpdateSupervisor } from './api.ts';
import { empty, updateForm, updateOf, withNameRequired, type Values } from './supervisor-bodies.ts';

/** ADD SUPERVISOR / EDIT SUPERVISOR. Name and password are trimmed as typed (SPEC.md §5). */
export function SupervisorModal(props: {
  editing?: Supervisor;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, trigger } = props;
  const { t } = useTranslation(['company', 'common']);
  const add = useAddSupervisor();
  const update = useUpdateSupervisor();
  const errorTitle = editing ? 'updateUser' : 'createSupervisor';
  return (
    <FormModal
      title={editing ? t('supervisors.editTitle') : t('supervisors.addTitle')}
      trigger={trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              userName: editing.userName,
              password: '',
              isActive: editing.isActive,
              branchId: editing.branchId,
            }
          : empty
      }
      sending={withNameRequired(
        editing
          ? sending(
              updateForm,
              (values: Values) => updateOf(values, editing.branchId),
              withId(update, editing._id),
            )
          : sending(
              addSupervisorBody,
              ({ branchId, ...values }: Values) => ({
                ...values,
                ...(branchId ? { branchId } : {}),
              }),
              add,
            ),
        t('supervisors.nameRequired'),
      )}
      success={editing ? 'supervisorUpdated' : 'supervisorCreated'}
      // SPEC.md §5: a missing name is also said in a toast; the form never sent, so no mutation's meta.
      onInvalid={(errors) =>
        errors.userName && toast.error(errorTitle, t('supervisors.nameRequired'))
      }
    >
      {(form) => <SupervisorFields form={form} editing={!!editing} />}
    </FormModal>
  );
}

function SupervisorFields({
  form,
  editing,
}: {
  form: UseFormReturnType<Values>;
  editing: boolean;
}) {
  const { t } = useTranslation(['company', 'common']);
  const trimmed = (field: 'userName' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });
  const name = trimmed('userName');
  const password = trimmed('password');
  return (
    <>
      <TextInput label={t('common:fields.userName')} data-autofocus withAsterisk {...name} />
      <PasswordInput
        label={t('common:fields.password')}
        withAsterisk={!editing}
        description={editing ? t('people.keepPassword') : undefined}
        autoComplete="new-password"
        {...password}
      />
      <BranchField
        label={t('branches.name')}
        placeholder={t('branches.none')}
        value={form.getValues().branchId}
        onChange={(id) => form.setFieldValue('branchId', id)}
        error={form.errors.branchId}
      />
      <Switch
        label={t('common:fields.active')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}
