import { Button, Group, Paper, Radio, Select, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
import { useSellers } from '../../lib/queries/sellers.ts';
import { useSupervisors } from '../../lib/queries/supervisors.ts';
import type { LimitView } from './api.ts';

export interface SearchFields {
  category: string | null;
  person: string | null;
}

const ALL = 'all';

/** The radio All / Supervisor / Seller and the search fields of the chosen view. */
export function LimitSearchBar(props: {
  view: LimitView;
  onViewChange: (view: LimitView) => void;
  fields: SearchFields;
  onFieldsChange: (fields: SearchFields) => void;
  onSearch: () => void;
  searching: boolean;
}) {
  const { view, fields, onFieldsChange } = props;
  const { t } = useTranslation(['company', 'common']);
  const categories = useLotteryCategories();
  const [errors, setErrors] = useState<{ person?: string; category?: string }>({});
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c._id,
    label: c.lotteryName,
  }));

  const change = (next: Partial<SearchFields>) => {
    setErrors({});
    onFieldsChange({ ...fields, ...next });
  };

  // Supervisor and seller searches need a person and a category.
  const search = () => {
    if (view !== 'all' && (!fields.person || !fields.category)) {
      setErrors({
        person: fields.person
          ? undefined
          : view === 'seller'
            ? t('limits.chooseASeller')
            : t('limits.chooseASupervisor'),
        category: fields.category ? undefined : t('limits.chooseALottery'),
      });
      return;
    }
    props.onSearch();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('limits.searchRegion')}>
      <Stack gap="sm">
        <Radio.Group
          value={view}
          onChange={(v) => (setErrors({}), props.onViewChange(v as LimitView))}
          label={t('limits.limitsFor')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="all" label={t('common:choices.all')} />
            <Radio value="supervisor" label={t('common:fields.supervisor')} />
            <Radio value="seller" label={t('common:fields.seller')} />
          </Group>
        </Radio.Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {view !== 'all' && (
            <PersonSelect
              inline
              kind={view}
              value={fields.person}
              error={errors.person}
              onChange={(person) => change({ person })}
            />
          )}
          {view === 'all' ? (
            <Select
              label={t('common:fields.lottery')}
              data={[{ value: ALL, label: t('common:choices.all') }, ...categoryOptions]}
              value={fields.category ?? ALL}
              onChange={(v) => change({ category: v === ALL ? null : v })}
              allowDeselect={false}
              w={{ base: '100%', xs: 240 }}
            />
          ) : (
            <Select
              label={t('common:fields.lottery')}
              placeholder={t('common:choices.chooseLottery')}
              data={categoryOptions}
              value={fields.category}
              onChange={(category) => change({ category })}
              error={errors.category}
              searchable
              w={{ base: '100%', xs: 240 }}
            />
          )}
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={search}
            loading={props.searching}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('common:actions.search')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface PersonSelectProps {
  kind: 'supervisor' | 'seller';
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  /** in a search bar; in a form it takes the form's width and is marked required */
  inline?: boolean;
}

/** The supervisors or sellers of the company, to search or create their limits. */
export function PersonSelect(props: PersonSelectProps) {
  return props.kind === 'supervisor' ? (
    <SupervisorSelect {...props} />
  ) : (
    <SellerSelect {...props} />
  );
}

function SupervisorSelect(props: PersonSelectProps) {
  const supervisors = useSupervisors();
  return <PeopleSelect {...props} people={supervisors.data} />;
}

function SellerSelect(props: PersonSelectProps) {
  const sellers = useSellers('subadmin');
  return <PeopleSelect {...props} people={sellers.data?.users} />;
}

function PeopleSelect(
  props: PersonSelectProps & { people: { _id: string; userName: string }[] | undefined },
) {
  const { t } = useTranslation(['company', 'common']);
  const supervisor = props.kind === 'supervisor';
  return (
    <Select
      label={supervisor ? t('common:fields.supervisor') : t('common:fields.seller')}
      placeholder={supervisor ? t('people.chooseSupervisor') : t('common:choices.chooseSeller')}
      data={(props.people ?? []).map((p) => ({ value: p._id, label: p.userName }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      searchable
      nothingFoundMessage={
        !props.people
          ? t('common:states.loading')
          : supervisor
            ? t('people.noSupervisorFound')
            : t('people.noSellerFound')
      }
      withAsterisk={!props.inline}
      w={props.inline ? { base: '100%', xs: 240 } : undefined}
    />
  );
}
