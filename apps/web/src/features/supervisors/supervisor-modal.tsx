import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  PASSWORD_MIN,
  SUPERVISOR_NAME_REQUIRED,
  type Supervisor,
  type UpdateSupervisorBody,
} from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useAddSupervisor, useUpdateSupervisor } from './api.ts';

const empty = { userName: '', password: '', isActive: true };

/** ADD SUPERVISOR / EDIT SUPERVISOR. Name and password are trimmed as typed (SPEC.md §5). */
export function SupervisorModal(props: {
  opened: boolean;
  editing: Supervisor | null;
  onClose: () => void;
}) {
  const { opened, editing, onClose } = props;
  const add = useAddSupervisor();
  const update = useUpdateSupervisor();
  const form = useForm({
    initialValues: empty,
    validate: {
      userName: (v) => (!v ? SUPERVISOR_NAME_REQUIRED : null),
      password: (v) => {
        if (!v) return editing ? null : 'Password is required';
        return v.length < PASSWORD_MIN
          ? `Password must be at least ${PASSWORD_MIN} characters`
          : null;
      },
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing ? { userName: editing.userName, password: '', isActive: editing.isActive } : empty,
    );
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.setValues(empty);
    form.clearErrors();
    onClose();
  };

  const trimmed = (field: 'userName' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });

  const submit = form.onSubmit(
    (values) => {
      const failed = (title: string) => (error: unknown) => {
        form.setErrors(fieldErrorsOf(error));
        toast.error(title, messageOf(error));
      };
      if (!editing) {
        add.mutate(values, {
          onSuccess: () => (toast.success('Supervisor created.'), close()),
          onError: failed('Error creating Supervisor.'),
        });
        return;
      }
      const body: UpdateSupervisorBody = { userName: values.userName, isActive: values.isActive };
      if (values.password) body.password = values.password;
      update.mutate(
        { id: editing._id, body },
        {
          onSuccess: () => (toast.success('Supervisor updated.'), close()),
          onError: failed('Error updating user.'),
        },
      );
    },
    (errors) => {
      if (errors.userName)
        toast.error(
          editing ? 'Error updating user.' : 'Error creating Supervisor.',
          SUPERVISOR_NAME_REQUIRED,
        );
    },
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={editing ? 'EDIT SUPERVISOR' : 'ADD SUPERVISOR'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" data-autofocus withAsterisk {...trimmed('userName')} />
          <PasswordInput
            label="Password"
            withAsterisk={!editing}
            description={editing ? 'Leave empty to keep the current password.' : undefined}
            autoComplete="new-password"
            {...trimmed('password')}
          />
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
