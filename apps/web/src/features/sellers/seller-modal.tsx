import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { PASSWORD_MIN, type Seller, type UpdateSellerBody } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, SHORT, toast } from '../../lib/toast.ts';
import { useSupervisors } from '../supervisors/api.ts';
import { useAddSeller, useUpdateSeller, type SellerManager } from './api.ts';

interface Values {
  userName: string;
  imei: string;
  password: string;
  supervisorId: string | null;
  isActive: boolean;
}
const empty: Values = { userName: '', imei: '', password: '', supervisorId: null, isActive: true };

/** Where a seller opens its point of sale, which shows the device code on its sign-in screen. */
const POS_ADDRESS = `${window.location.origin}/pos`;

/** The server names the supervisor field superVisorName; the form shows it as the select. */
const FIELD_NAMES: Record<string, string> = { superVisorName: 'supervisorId' };

/**
 * ADD SELLER / EDIT SELLER. A subadmin also picks the supervisor; a supervisor's
 * sellers are always its own. Closing resets the fields (Active back to on).
 */
export function SellerModal(props: {
  manager: SellerManager;
  opened: boolean;
  editing: Seller | null;
  onClose: () => void;
}) {
  const { manager, opened, editing, onClose } = props;
  const withSupervisor = manager === 'subadmin';
  const add = useAddSeller(manager);
  const update = useUpdateSeller(manager);
  const form = useForm<Values>({
    initialValues: empty,
    validate: {
      userName: (v) => (!v.trim() ? 'Name is required' : null),
      password: (v) => {
        if (!v) return editing ? null : 'Password is required';
        if (!v.trim()) return 'Password is required';
        return v.length < PASSWORD_MIN
          ? `Password must be at least ${PASSWORD_MIN} characters`
          : null;
      },
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            userName: editing.userName,
            imei: editing.imei ?? '',
            password: '',
            supervisorId: editing.superVisorId,
            isActive: editing.isActive,
          }
        : empty,
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

  const failed = (title: string) => (error: unknown) => {
    const fields = fieldErrorsOf(error);
    form.setErrors(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [FIELD_NAMES[k] ?? k, v])),
    );
    toast.error(title, messageOf(error), SHORT);
  };

  const submit = form.onSubmit((values) => {
    const userName = values.userName.trim();
    const imei = values.imei.trim();
    if (!editing) {
      add.mutate(
        {
          userName,
          password: values.password,
          isActive: values.isActive,
          imei,
          ...(withSupervisor ? { superVisorName: values.supervisorId ?? '' } : {}),
        },
        {
          onSuccess: () => (toast.success('Seller created.', SHORT), close()),
          onError: failed('Error creating Seller.'),
        },
      );
      return;
    }
    // Only non-empty fields are sent; a cleared device or supervisor is sent as null (removed).
    const body: UpdateSellerBody = { isActive: values.isActive };
    if (userName) body.userName = userName;
    if (values.password) body.password = values.password;
    if (imei) body.imei = imei;
    else if (editing.imei) body.imei = null;
    if (withSupervisor && values.supervisorId !== editing.superVisorId) {
      body.superVisorName = values.supervisorId;
    }
    update.mutate(
      { id: editing._id, body },
      {
        onSuccess: () => (toast.success('User updated.', SHORT), close()),
        onError: failed('Error updating user.'),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={editing ? 'EDIT SELLER' : 'ADD SELLER'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" data-autofocus withAsterisk {...form.getInputProps('userName')} />
          <TextInput
            label="Device ID"
            description={`The code the seller's point of sale shows on its sign-in screen, like TJ-8F3K-2QX9 (the point of sale is at ${POS_ADDRESS}). The seller signs in only from this device; leave empty for any device.`}
            {...form.getInputProps('imei')}
          />
          <PasswordInput
            label="Password"
            withAsterisk={!editing}
            description={editing ? 'Leave empty to keep the current password.' : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          {withSupervisor && (
            <SupervisorSelect
              value={form.getValues().supervisorId}
              onChange={(id) => form.setFieldValue('supervisorId', id)}
              error={form.errors.supervisorId}
            />
          )}
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

function SupervisorSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
}) {
  const supervisors = useSupervisors();
  return (
    <Select
      label="Supervisor"
      placeholder="Select Supervisor"
      data={(supervisors.data ?? []).map((s) => ({ value: s._id, label: s.userName }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      clearable
      searchable
      nothingFoundMessage={supervisors.isPending ? 'Loading…' : 'No supervisor yet'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
