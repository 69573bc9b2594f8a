import { PasswordInput, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  addSupervisorBody,
  SUPERVISOR_NAME_REQUIRED,
  updateSupervisorBody,
  type Supervisor,
  type UpdateSupervisorBody,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { toast } from '../../lib/toast.ts';
import { useAddSupervisor, useUpdateSupervisor } from './api.ts';

interface Values {
  userName: string;
  password: string;
  isActive: boolean;
}
const empty: Values = { userName: '', password: '', isActive: true };

/** An update sends the name every time (SPEC.md §7), the password only when typed. */
function updateOf(values: Values): UpdateSupervisorBody {
  const body: UpdateSupervisorBody = { userName: values.userName, isActive: values.isActive };
  if (values.password) body.password = values.password;
  return body;
}

/** ADD SUPERVISOR / EDIT SUPERVISOR. Name and password are trimmed as typed (SPEC.md §5). */
export function SupervisorModal(props: {
  editing?: Supervisor;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, trigger } = props;
  const add = useAddSupervisor();
  const update = useUpdateSupervisor();
  const errorTitle = editing ? 'updateUser' : 'createSupervisor';
  return (
    <FormModal
      title={editing ? 'EDIT SUPERVISOR' : 'ADD SUPERVISOR'}
      trigger={trigger}
      updating={!!editing}
      initialValues={() =>
        editing ? { userName: editing.userName, password: '', isActive: editing.isActive } : empty
      }
      sending={
        editing
          ? sending(updateSupervisorBody, updateOf, withId(update, editing._id))
          : sending(addSupervisorBody, (values: Values) => values, add)
      }
      success={editing ? 'supervisorUpdated' : 'supervisorCreated'}
      // SPEC.md §5: a missing name is also said in a toast.
      onInvalid={(errors) => errors.userName && toast.error(errorTitle, SUPERVISOR_NAME_REQUIRED)}
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
  const trimmed = (field: 'userName' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });
  return (
    <>
      <TextInput label="Name" data-autofocus withAsterisk {...trimmed('userName')} />
      <PasswordInput
        label="Password"
        withAsterisk={!editing}
        description={editing ? 'Leave empty to keep the current password.' : undefined}
        autoComplete="new-password"
        {...trimmed('password')}
      />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </>
  );
}
