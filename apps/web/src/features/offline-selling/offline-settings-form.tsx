import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSettings, type OfflineSettings } from '@tiraj/domain/contracts';
import { contractErrorsOf, fieldErrorsOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useOfflineSettings, useUpdateOfflineSettings } from './api.ts';
import { useCan } from '../../lib/use-can.ts';

const BLANK: OfflineSettings = {
  enabled: false,
  budgetPerDraw: 2000,
  capPerNumber: 100,
  stopMinutesBeforeClose: 5,
  maxOfflineMinutes: 30,
};

type NumberField = keyof Omit<OfflineSettings, 'enabled'>;
/** The numbers, with whether each takes centimes (HTG) or whole minutes. */
const NUMBER_FIELDS: [NumberField, boolean][] = [
  ['budgetPerDraw', true],
  ['capPerNumber', true],
  ['stopMinutesBeforeClose', false],
  ['maxOfflineMinutes', false],
];

/** The company's offline selling: on or off, the budget and cap per device and draw, the times. */
export function OfflineSettingsForm() {
  // Issue 39: the offline-selling settings are the owner's ('settings'): shown, not changeable.
  const may = useCan('settings');
  const { t } = useTranslation('offline');
  const stored = useOfflineSettings();
  const update = useUpdateOfflineSettings();
  const form = useForm<OfflineSettings>({
    initialValues: BLANK,
    validate: (values) => contractErrorsOf(offlineSettings, values),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!stored.data) return;
    setValues(stored.data);
    resetDirty(stored.data);
  }, [stored.data, setValues, resetDirty]);

  const save = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ data }) => toast.success(data.enabled ? 'offlineOn' : 'offlineOff'),
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );
  const number = (field: NumberField, decimals: boolean) => (
    <NumberInput
      key={field}
      label={t(`settings.${field}`)}
      description={t(`settings.${field}Hint`)}
      allowNegative={false}
      allowDecimal={decimals}
      decimalScale={decimals ? 2 : 0}
      disabled={!may || !stored.data}
      {...form.getInputProps(field)}
      onChange={(v) => form.setFieldValue(field, v === '' ? Number.NaN : Number(v))}
      value={Number.isNaN(form.values[field]) ? '' : form.values[field]}
    />
  );

  return (
    <Card
      withBorder
      padding="md"
      mb="lg"
      component="form"
      onSubmit={save}
      aria-label={t('settings.title')}
    >
      <Stack gap="sm">
        <Text fw={600}>{t('settings.title')}</Text>
        <Text size="sm" c="dimmed" maw={760}>
          {t('settings.note')}
        </Text>
        <Switch
          label={t('settings.enabled')}
          disabled={!may || !stored.data}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {NUMBER_FIELDS.map(([field, decimals]) => number(field, decimals))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!may || !stored.data}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
