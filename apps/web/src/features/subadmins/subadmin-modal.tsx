import { Checkbox, FileInput, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addSubAdminFields, updateSubAdminFields, type SubAdmin } from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, type Save } from '../../components/form-sending.ts';
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

const TEXT_FIELDS = ['companyName', 'address', 'phoneNumber', 'userName', 'password'] as const;

/** The multipart fields (strings) and the logo file, as the API takes them (SPEC.md §7). */
type Fields = Partial<Record<(typeof TEXT_FIELDS)[number], string>> & {
  isActive: string;
  companyLogo?: File;
};

/** Text is trimmed; only non-empty fields are sent (an update keeps the others), the password only if typed. */
function fieldsOf(values: Values): Fields {
  const fields: Fields = { isActive: String(values.isActive) };
  for (const key of TEXT_FIELDS) {
    const value = values[key].trim();
    if (value) fields[key] = value;
  }
  if (values.companyLogo) fields.companyLogo = values.companyLogo;
  return fields;
}

function formDataOf(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) data.append(key, value);
  return data;
}

/** The contracts check the text fields; the logo's size is checked by the upload, so the screen says it first. */
const MAX_LOGO = 2 * 1024 * 1024;
const logoField = (tooBig: string) => ({
  companyLogo: z
    .instanceof(File)
    .refine((file) => file.size <= MAX_LOGO, tooBig)
    .optional(),
});

/** Create User / Edit User: a company and its subadmin login. */
export function SubAdminModal(props: {
  editing?: SubAdmin;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing } = props;
  const { t } = useTranslation(['admin', 'common']);
  const add = useAddSubAdmin();
  const update = useUpdateSubAdmin();
  // Both calls are multipart: the checked fields become a FormData as they are sent.
  const save: Save<Fields> = {
    isPending: add.isPending || update.isPending,
    mutate: (fields, callbacks) =>
      editing
        ? update.mutate({ id: editing._id, form: formDataOf(fields) }, callbacks)
        : add.mutate(formDataOf(fields), callbacks),
  };
  return (
    <FormModal
      title={editing ? t('subadmins.editTitle') : t('subadmins.createTitle')}
      size="lg"
      trigger={props.trigger}
      updating={!!editing}
      initialValues={() =>
        editing
          ? {
              ...empty,
              companyName: editing.companyName,
              address: editing.address,
              phoneNumber: editing.phoneNumber,
              userName: editing.userName,
              isActive: editing.isActive,
            }
          : empty
      }
      sending={sending(
        (editing ? updateSubAdminFields : addSubAdminFields).extend(
          logoField(t('subadmins.logoTooBig')),
        ),
        fieldsOf,
        save,
      )}
      success={editing ? 'userUpdated' : 'subadminCreated'}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('subadmins.companyName')}
              withAsterisk={!editing}
              data-autofocus
              {...form.getInputProps('companyName')}
            />
            <FileInput
              label={t('subadmins.companyLogo')}
              placeholder={t('subadmins.logoHint')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              leftSection={<IconPhoto size={16} />}
              clearable
              {...form.getInputProps('companyLogo')}
            />
            <TextInput label={t('subadmins.address')} {...form.getInputProps('address')} />
            <TextInput
              label={t('subadmins.phoneNumber')}
              type="tel"
              {...form.getInputProps('phoneNumber')}
            />
            <TextInput
              label={t('subadmins.userName')}
              withAsterisk={!editing}
              autoComplete="off"
              {...form.getInputProps('userName')}
            />
            <PasswordInput
              label={t('common:fields.password')}
              withAsterisk={!editing}
              autoComplete="new-password"
              placeholder={editing ? t('subadmins.keepPassword') : undefined}
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('common:fields.active')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </>
      )}
    </FormModal>
  );
}
