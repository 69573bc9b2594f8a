import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_WINDOW_MAX_MINUTES, updateCancelWindowBody } from '@tiraj/domain/contracts';
import { toast } from '../../lib/toast.ts';
import { useUpdateCancelWindow } from './api.ts';

/**
 * How many minutes after a sale a seller may still cancel its own ticket
 * (0–60; 0: never). Checked with the API's own contract before it is sent.
 */
export function CancelWindowField({ minutes }: { minutes: number | undefined }) {
  const { t } = useTranslation(['company', 'common']);
  const update = useUpdateCancelWindow();
  // What the subadmin typed, until saved; otherwise the stored value.
  const [draft, setDraft] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? minutes ?? '';

  const save = () => {
    const parsed = updateCancelWindowBody.safeParse({
      cancelWindowMinutes: value === '' ? undefined : Number(value),
    });
    // Every way the contract refuses it says the same: the range, in the screen's language.
    if (!parsed.success) {
      setError(t('sellers.cancelWindowInvalid', { max: CANCEL_WINDOW_MAX_MINUTES }));
      return;
    }
    setError(null);
    update.mutate(parsed.data.cancelWindowMinutes, {
      onSuccess: ({ cancelWindowMinutes }) => {
        setDraft(null);
        toast.success('cancelWindow', undefined, { minutes: cancelWindowMinutes });
      },
    });
  };

  return (
    <Group
      gap="xs"
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <NumberInput
        label={t('sellers.cancelWindow')}
        description={t('sellers.cancelWindowHint', { max: CANCEL_WINDOW_MAX_MINUTES })}
        value={value}
        onChange={(v) => {
          setDraft(v);
          setError(null);
        }}
        error={error}
        allowDecimal={false}
        allowNegative={false}
        w={220}
        disabled={minutes === undefined}
      />
      <Button
        type="submit"
        variant="light"
        loading={update.isPending}
        disabled={minutes === undefined}
      >
        {t('sellers.saveWindow')}
      </Button>
    </Group>
  );
}
