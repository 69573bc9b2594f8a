import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { SubAdmin } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useAddSubAdmin, useUpdateSubAdmin } from './api.ts';

interface Values {
  companyName: string;
  companyLogo: File | null;
  address: string;
  phoneNumber: string;
  userName: string;
  password: string;
  isActive: boolean;
}

const empty: Values = {
  companyName: '',
  companyLogo: null,
  address: '',
  phoneNumber: '',
  userName: '',
  password: '',
  isActive: true,
};
const MAX_LOGO = 2 * 1024 * 1024;

/** Create User / Edit User: a company and its subadmin login. */
export function SubAdminModal({
  opened,
  editing,
  onClose,
}: {
  opened: boolean;
  editing: SubAdmin | null;
  onClose: () => void;
}) {
  const add = useAddSubAdmin();
  const update = useUpdateSubAdmin();
  const form = useForm<Values>({
    initialValues: empty,
    validate: {
      companyName: (v) => (!editing && !v.trim() ? 'Company Name is required' : null),
      userName: (v) => (!editing && !v.trim() ? 'Subadmin Name is required' : null),
      password: (v) => {
        if (!editing && !v.trim()) return 'Password is required';
        return v.trim() && v.trim().length < 6 ? 'Password must be at least 6 characters' : null;
      },
      companyLogo: (f) => (f && f.size > MAX_LOGO ? 'The logo must be at most 2 MB.' : null),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            ...empty,
            companyName: editing.companyName,
            address: editing.address,
            phoneNumber: editing.phoneNumber,
            userName: editing.userName,
            isActive: editing.isActive,
          }
        : empty,
    );
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.setValues(empty);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    // Text is trimmed; an update sends only non-empty fields, the password only if typed.
    const data = new FormData();
    for (const key of ['companyName', 'address', 'phoneNumber', 'userName', 'password'] as const) {
      const value = values[key].trim();
      if (value) data.append(key, value);
    }
    data.append('isActive', String(values.isActive));
    if (values.companyLogo) data.append('companyLogo', values.companyLogo);
    const onError = (error: unknown) => {
      form.setErrors(fieldErrorsOf(error));
      toast.error(editing ? 'Error updating user.' : 'Error creating SubAdmin.', messageOf(error));
    };
    if (editing) {
      update.mutate(
        { id: editing._id, form: data },
        { onError, onSuccess: () => (toast.success('User updated.'), close()) },
      );
    } else {
      add.mutate(data, { onError, onSuccess: () => (toast.success('SubAdmin created.'), close()) });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'Edit User' : 'Create User'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Company Name" data-autofocus {...form.getInputProps('companyName')} />
            <FileInput
              label="Company Logo"
              placeholder="PNG, JPEG, WebP or GIF, up to 2 MB"
              accept="image/png,image/jpeg,image/webp,image/gif"
              leftSection={<IconPhoto size={16} />}
              clearable
              {...form.getInputProps('companyLogo')}
            />
            <TextInput label="Address" {...form.getInputProps('address')} />
            <TextInput label="Phone Number" type="tel" {...form.getInputProps('phoneNumber')} />
            <TextInput
              label="Subadmin Name"
              autoComplete="off"
              {...form.getInputProps('userName')}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              placeholder={editing ? 'Leave empty to keep the password' : undefined}
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Checkbox label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
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
