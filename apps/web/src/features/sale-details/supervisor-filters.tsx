import { Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DatePresets } from '../../components/date-presets.tsx';
import { ALL, type Option } from '../../components/search-form.tsx';
import { today } from '../../lib/format.ts';
import type { DetailSearch } from './api.ts';

/** The supervisor's choices so far: null = not chosen yet ('' = All). */
export interface SupervisorChoice {
  seller: string | null;
  lotteryCategoryName: string | null;
  fromDate: string;
}

/** The search the choices make once seller, lottery and date are all set; null until then. */
export function searchOf(choice: SupervisorChoice): DetailSearch | null {
  if (choice.seller === null || choice.lotteryCategoryName === null || !choice.fromDate)
    return null;
  return {
    seller: choice.seller,
    lotteryCategoryName: choice.lotteryCategoryName,
    fromDate: choice.fromDate,
  };
}

/**
 * The supervisor's sale-details filters: no Search button, the details run by
 * themselves once seller, lottery and date are all set (SPEC.md §2).
 */
export function SupervisorFilters({
  sellers,
  lotteries,
  value,
  onChange,
}: {
  sellers: Option[];
  lotteries: Option[];
  value: SupervisorChoice;
  onChange: (next: SupervisorChoice) => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Paper withBorder p="md" radius="md" mb="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('common:choices.chooseSeller')}
          placeholder={t('common:choices.chooseSeller')}
          data={[{ value: ALL, label: t('common:choices.all') }, ...sellers]}
          value={value.seller}
          onChange={(v) => onChange({ ...value, seller: v })}
          searchable
          allowDeselect={false}
        />
        <Select
          label={t('common:fields.lottery')}
          placeholder={t('common:choices.chooseLottery')}
          data={[{ value: ALL, label: t('common:choices.all') }, ...lotteries]}
          value={value.lotteryCategoryName}
          onChange={(v) => onChange({ ...value, lotteryCategoryName: v })}
          allowDeselect={false}
        />
        <DateInput
          label={t('common:fields.date')}
          value={value.fromDate}
          onChange={(v) => onChange({ ...value, fromDate: v ?? today() })}
        />
      </SimpleGrid>
      <Group mt="xs">
        <DatePresets
          single
          value={{ fromDate: value.fromDate, toDate: value.fromDate }}
          onPick={(range) => onChange({ ...value, fromDate: range.fromDate })}
        />
      </Group>
    </Paper>
  );
}
