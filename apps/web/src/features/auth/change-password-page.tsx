import { Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordBody, type ChangePasswordBody } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError, patch } from '../../lib/api-client.ts';
import { contractErrorsOf, fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';

/**
 * Issue 39: anyone's own password (the owner, staff, supervisors, the admin), the current one
 * asked first. The server ends the account's other sessions; this one stays.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(['company', 'common']);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => patch('/auth/changepassword', body),
  });
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: ({ confirm, ...body }) => ({
      ...contractErrorsOf(changePasswordBody, body),
      ...(confirm !== body.newPassword ? { confirm: t('password.mismatch') } : {}),
    }),
  });
  const submit = form.onSubmit(({ confirm: _, ...body }) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success({ text: t('password.changed') });
        form.reset();
      },
      onError: (error) => {
        // A wrong current password is that field's; anything else, the form's toast.
        if (error instanceof ApiError && error.code === 'auth.wrong_password')
          form.setErrors({ currentPassword: messageOf(error) });
        else {
          form.setErrors(fieldErrorsOf(error));
          toast.error({ text: t('password.failed') }, messageOf(error));
        }
      },
    }),
  );
  return (
    <>
      <PageHeader title={t('password.title')} />
      <Paper withBorder p="md" radius="md" maw={420} component="form" onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label={t('password.current')}
            withAsterisk
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.next')}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('password.confirm')}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('password.save')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
