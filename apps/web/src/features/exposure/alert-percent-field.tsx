import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_PERCENT_MAX, ALERT_PERCENT_MIN } from '@tiraj/domain';
import { updateAlertPercentBody } from '@tiraj/domain/contracts';
import { toast } from '../../lib/toast.ts';
import { useAlertPercent, useUpdateAlertPercent } from './alerts-api.ts';

/**
 * The company's alert share: a number reaching this percent of a limit warns the shells. Checked
 * with the API's own contract before it is sent.
 */
export function AlertPercentField() {
  const { t } = useTranslation('risk');
  const stored = useAlertPercent(true);
  const update = useUpdateAlertPercent();
  const [draft, setDraft] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? stored.data ?? '';
  const range = { min: ALERT_PERCENT_MIN, max: ALERT_PERCENT_MAX };

  const save = () => {
    const parsed = updateAlertPercentBody.safeParse({
      alertPercent: value === '' ? undefined : Number(value),
    });
    if (!parsed.success) {
      setError(t('alerts.percentInvalid', range));
      return;
    }
    setError(null);
    update.mutate(parsed.data.alertPercent, {
      onSuccess: ({ alertPercent }) => {
        setDraft(null);
        toast.success('alertPercent', undefined, { percent: alertPercent });
      },
    });
  };

  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <NumberInput
        label={t('alerts.percent')}
        description={t('alerts.percentHint')}
        value={value}
        onChange={(v) => {
          setDraft(v);
          setError(null);
        }}
        error={error}
        suffix=" %"
        allowDecimal={false}
        allowNegative={false}
        style={{ flex: 1 }}
        disabled={stored.data === undefined}
      />
      <Button
        type="submit"
        variant="light"
        loading={update.isPending}
        disabled={stored.data === undefined}
      >
        {t('alerts.save')}
      </Button>
    </Group>
  );
}
