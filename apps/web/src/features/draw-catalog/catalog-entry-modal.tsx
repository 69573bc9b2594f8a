import { Checkbox, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  addDrawCatalogBody,
  updateDrawCatalogBody,
  type DrawCatalogEntry,
} from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { useAddDrawCatalog, useUpdateDrawCatalog } from './api.ts';

interface Values {
  state: string;
  drawName: string;
  game3Name: string;
  game4Name: string;
  game3Time: string;
  game4Time: string;
  timeZone: string;
  weekdays: string[];
  holidays: string;
  sourceUrl: string;
  verifiedOn: string;
  autoConfirm: boolean;
  source: string;
}

const ALL_DAYS = ['1', '2', '3', '4', '5', '6', '0'];
const empty: Values = {
  state: '',
  drawName: '',
  game3Name: '',
  game4Name: '',
  game3Time: '',
  game4Time: '',
  timeZone: 'America/New_York',
  weekdays: ALL_DAYS,
  holidays: '',
  sourceUrl: '',
  verifiedOn: '',
  autoConfirm: false,
  source: '',
};
// The US lotteries' zones; the contract takes any IANA zone.
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

const valuesOf = (e: DrawCatalogEntry): Values => ({
  ...e,
  weekdays: e.weekdays.map(String),
  holidays: e.holidays.join(', '),
  sourceUrl: e.sourceUrl ?? '',
  verifiedOn: e.verifiedOn ?? '',
  source: e.source ?? '',
});

const bodyOf = (v: Values) => ({
  ...v,
  weekdays: v.weekdays.map(Number),
  holidays: v.holidays
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean),
  sourceUrl: v.sourceUrl.trim() || null,
  verifiedOn: v.verifiedOn || null,
  source: v.source.trim() || null,
});

// `weekdays.0`, `holidays.1`: the list's field.
const fieldOf = (path: string) => path.split('.')[0]!;

/** ADD / EDIT a catalog draw (issue 40): its games, official times in its zone, days, source. */
export function CatalogEntryModal(props: {
  editing?: DrawCatalogEntry;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, trigger } = props;
  const { t } = useTranslation(['admin', 'common']);
  const add = useAddDrawCatalog();
  const update = useUpdateDrawCatalog();
  const zones = editing && !ZONES.includes(editing.timeZone) ? [...ZONES, editing.timeZone] : ZONES;
  return (
    <FormModal
      title={editing ? t('catalog.editTitle') : t('catalog.addTitle')}
      size="lg"
      trigger={trigger}
      updating={!!editing}
      initialValues={() => (editing ? valuesOf(editing) : empty)}
      fieldOf={fieldOf}
      sending={
        editing
          ? sending(updateDrawCatalogBody, bodyOf, withId(update, editing._id))
          : sending(addDrawCatalogBody, bodyOf, add)
      }
      success={{ text: editing ? t('catalog.updated') : t('catalog.added') }}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('catalog.state')}
              withAsterisk
              data-autofocus
              {...form.getInputProps('state')}
            />
            <TextInput
              label={t('catalog.drawName')}
              withAsterisk
              {...form.getInputProps('drawName')}
            />
            <TextInput
              label={t('catalog.game3Name')}
              withAsterisk
              {...form.getInputProps('game3Name')}
            />
            <TextInput
              label={t('catalog.game4Name')}
              withAsterisk
              {...form.getInputProps('game4Name')}
            />
            <TimeInput
              label={t('catalog.game3Time')}
              withAsterisk
              {...form.getInputProps('game3Time')}
            />
            <TimeInput
              label={t('catalog.game4Time')}
              withAsterisk
              {...form.getInputProps('game4Time')}
            />
          </SimpleGrid>
          <Select
            label={t('catalog.timeZone')}
            data={zones}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('timeZone')}
          />
          <Checkbox.Group
            label={t('catalog.days')}
            withAsterisk
            {...form.getInputProps('weekdays')}
          >
            <Group gap="sm" mt={6}>
              {ALL_DAYS.map((d) => (
                <Checkbox
                  key={d}
                  value={d}
                  label={t(`catalog.weekdays.day${Number(d) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label={t('catalog.holidays')}
            description={t('catalog.holidaysHint')}
            {...form.getInputProps('holidays')}
          />
          <TextInput
            label={t('catalog.sourceUrl')}
            type="url"
            {...form.getInputProps('sourceUrl')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('catalog.verifiedOn')}
              type="date"
              {...form.getInputProps('verifiedOn')}
            />
            <TextInput label={t('catalog.source')} {...form.getInputProps('source')} />
          </SimpleGrid>
          <Switch
            label={t('catalog.autoConfirm')}
            {...form.getInputProps('autoConfirm', { type: 'checkbox' })}
          />
        </>
      )}
    </FormModal>
  );
}
