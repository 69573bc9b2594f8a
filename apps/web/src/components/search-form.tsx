import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeError } from '../lib/date-presets.ts';
import { today } from '../lib/format.ts';
import { searchKeyOf } from '../lib/use-url-search.ts';
import { DatePresets } from './date-presets.tsx';

export interface SearchValues {
  seller: string;
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
  /** Issue 39: a branch's id; empty: the whole company */
  branch?: string;
}

export interface Option {
  value: string;
  label: string;
}

interface Props {
  /** sellers to choose from (the seller filter shows only when given) */
  sellers?: Option[];
  /** the seller filter's label when it lists other people (the Journal's person filter) */
  sellerLabel?: string;
  /** Issue 39: the company's branches (the branch filter shows only when there are some) */
  branches?: Option[];
  /** lottery categories (the lottery filter shows only when given) */
  lotteries?: Option[];
  /** one date instead of a range (sale details) */
  singleDate?: boolean;
  initial?: Partial<SearchValues>;
  /**
   * the search the list shows now (instead of `initial`): the fields follow it when it changes
   * (a search ran, Back, a link), and the form says the list is out of date while they differ
   */
  applied?: SearchValues;
  /** a screen's own filter (Paid out, Ticket ID) differs from the list shown */
  pending?: boolean;
  loading?: boolean;
  onSearch: (values: SearchValues) => void;
  /** the optional plus header action */
  onAdd?: () => void;
  addLabel?: string;
  /** a screen's own filters (Win Tickets' Paid out), after the shared ones; the screen holds their values */
  children?: ReactNode;
}

export const ALL = '';

/**
 * The shared search form (SPEC.md §2): seller, lottery, From, To, a screen's own filters,
 * Search, optional plus; date presets under the dates, which search at once. From after To is
 * an error on the To field as soon as it stands, and Search waits until it is put right.
 */
export function SearchForm({
  sellers,
  sellerLabel,
  branches,
  lotteries,
  singleDate,
  initial,
  applied,
  pending,
  loading,
  onSearch,
  onAdd,
  addLabel,
  children,
}: Props) {
  const { t } = useTranslation(['common', 'company']);
  const add = addLabel ?? t('actions.addItem');
  const [values, setValues] = useState<SearchValues>(() => ({
    seller: ALL,
    lotteryCategoryName: ALL,
    fromDate: today(),
    toDate: today(),
    ...initial,
    ...applied,
  }));
  // The applied search changed elsewhere (a search ran, Back, a link): the fields show it.
  const appliedKey = applied && searchKeyOf(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (applied && appliedKey !== shownKey) {
    setShownKey(appliedKey);
    setValues(applied);
  }
  const set = (patch: Partial<SearchValues>) => setValues((v) => ({ ...v, ...patch }));
  const asked = (v: SearchValues) => (singleDate ? { ...v, toDate: v.fromDate } : v);
  const toError = singleDate ? null : rangeError(values);
  const outOfDate = !!applied && (pending || searchKeyOf(asked(values)) !== appliedKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (toError) return;
    onSearch(asked(values));
  };
  // A preset is a whole search: it runs at once, not at the next Search.
  const pick = (range: { fromDate: string; toDate: string }) => {
    const next = { ...values, ...(singleDate ? { fromDate: range.fromDate } : range) };
    setValues(next);
    onSearch(asked(next));
  };

  return (
    <Paper withBorder p="md" radius="md" mb="lg" component="form" onSubmit={submit}>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: children ? 5 : 4 }}
            spacing="sm"
            // On a phone the fields take the whole line and Search goes under them.
            flex={{ base: '1 1 100%', xs: 1 }}
            miw={240}
          >
            {sellers && (
              <Select
                label={sellerLabel ?? t('choices.chooseSeller')}
                data={[{ value: ALL, label: t('choices.all') }, ...sellers]}
                value={values.seller}
                onChange={(v) => set({ seller: v ?? ALL })}
                searchable
                allowDeselect={false}
              />
            )}
            {/* The shape of lib/queries/branches.tsx's BranchFilter, written here: importing it
                would add that chunk to every screen with a search, and its name to the sign-in
                page's script (whose budget it would pass). */}
            {!!branches?.length && (
              <Select
                label={t('company:branches.name')}
                data={[{ value: ALL, label: t('company:branches.all') }, ...branches]}
                value={values.branch ?? ALL}
                onChange={(v) => set({ branch: v ?? ALL })}
                allowDeselect={false}
                data-testid="branch-filter"
              />
            )}
            {lotteries && (
              <Select
                label={t('fields.lottery')}
                data={[{ value: ALL, label: t('choices.all') }, ...lotteries]}
                value={values.lotteryCategoryName}
                onChange={(v) => set({ lotteryCategoryName: v ?? ALL })}
                allowDeselect={false}
              />
            )}
            <DateInput
              label={singleDate ? t('fields.date') : t('fields.from')}
              value={values.fromDate}
              onChange={(v) => set({ fromDate: v ?? today() })}
            />
            {!singleDate && (
              <DateInput
                label={t('fields.to')}
                value={values.toDate}
                onChange={(v) => set({ toDate: v ?? today() })}
                error={toError && t(`presets.${toError}`)}
              />
            )}
            {children}
          </SimpleGrid>
          {/* Beside the fields, level with the inputs (below one label's height), whatever error shows under one. */}
          <Group
            gap="xs"
            mt={{ base: 0, xs: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' }}
          >
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              loading={loading}
              disabled={!!toError}
            >
              {t('actions.search')}
            </Button>
            {onAdd && (
              <Tooltip label={add}>
                <ActionIcon size={36} variant="light" aria-label={add} onClick={onAdd}>
                  <IconPlus size={20} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <DatePresets single={singleDate} value={values} onPick={pick} />
        {outOfDate && (
          // Said, not only shown: the list under the form is not what the fields now say.
          <Group gap={6} wrap="nowrap" role="status" data-testid="search-out-of-date">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
            <Text size="sm" fw={600}>
              {t('presets.outOfDate')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
