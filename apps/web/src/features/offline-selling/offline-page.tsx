import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OFFLINE_HELD_SHOWN,
  type OfflineHeldRow,
  type OfflineHeldShown,
} from '@tiraj/domain/contracts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import type { DayRange } from '../../lib/date-presets.ts';
import { displayDate, displayDateTime, htg, today } from '../../lib/format.ts';
import { useOfflineHeld, type OfflineReader } from './api.ts';
import { DecideOfflineModal } from './decide-offline-modal.tsx';
import { OfflineSettingsForm } from './offline-settings-form.tsx';

function useHeldColumns(
  reader: OfflineReader,
  decide: (row: OfflineHeldRow, accept: boolean) => void,
) {
  const { t } = useTranslation('offline');
  const columns: Column<OfflineHeldRow>[] = [
    {
      header: t('held.columns.seller'),
      cell: (r) => r.seller.userName,
      sortBy: (r) => r.seller.userName,
    },
    {
      header: t('held.columns.lottery'),
      cell: (r) => `${r.lotteryCategoryName} ${displayDate(r.drawDate)}`,
    },
    { header: t('held.columns.code'), cell: (r) => r.verificationCode, nowrap: true },
    {
      header: t('held.columns.lines'),
      cell: (r) => (
        <Stack gap={0}>
          {r.lines.map((l, i) => (
            <Text key={i} size="sm" inherit>
              {`${l.gameCategory} ${l.number} · ${htg(l.amount)}`}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      header: t('held.columns.total'),
      cell: (r) => htg(r.total),
      numeric: true,
      sortBy: (r) => r.total,
    },
    {
      header: t('held.columns.times'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" inherit>
            {t('held.soldAt', { when: displayDateTime(r.soldAt) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('held.receivedAt', { when: displayDateTime(r.receivedAt) })}
          </Text>
        </Stack>
      ),
    },
    { header: t('held.columns.reason'), cell: (r) => t(`reasons.${r.reason}`) },
  ];
  columns.push({
    header: t('held.columns.decide'),
    cell: (r) =>
      r.decision ? (
        <Decision decision={r.decision} />
      ) : reader === 'subadmin' ? (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" color="teal" variant="light" onClick={() => decide(r, true)}>
            {t('held.accept')}
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => decide(r, false)}>
            {t('held.refuse')}
          </Button>
        </Group>
      ) : null,
  });
  return columns;
}

/** A decided ticket's decision: accepted or refused, by whom and when, and why. */
function Decision({ decision }: { decision: NonNullable<OfflineHeldRow['decision']> }) {
  const { t } = useTranslation('offline');
  return (
    <Stack gap={2}>
      <Badge variant="light" color={decision.state === 'recorded' ? 'teal' : 'red'}>
        {t(`decision.${decision.state}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('decision.byAt', { name: decision.by ?? '', when: displayDateTime(decision.at) })}
      </Text>
      {decision.reason && <Text size="xs">{decision.reason}</Text>}
    </Stack>
  );
}

/** Offline selling (issue 32): the company's settings, and the held offline tickets to decide. */
function OfflinePage({ reader }: { reader: OfflineReader }) {
  const { t } = useTranslation(['offline', 'reports']);
  const [period, setPeriod] = useState<DayRange>(() => ({ fromDate: today(), toDate: today() }));
  // Decided tickets leave the list to decide, not the page (issue 38).
  const [shown, setShown] = useState<OfflineHeldShown>('held');
  const held = useOfflineHeld(reader, period, shown);
  const [deciding, setDeciding] = useState<{ row: OfflineHeldRow; accept: boolean } | null>(null);
  const columns = useHeldColumns(reader, (row, accept) => setDeciding({ row, accept }));
  return (
    <>
      <PageHeader title={t('title')} />
      {reader === 'subadmin' && <OfflineSettingsForm />}
      <Text fw={600} mb="xs">
        {t('held.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm" maw={760}>
        {t('held.note')}
      </Text>
      <SearchForm
        initial={period}
        loading={held.isFetching}
        onSearch={({ fromDate, toDate }) => setPeriod({ fromDate, toDate })}
      />
      <SegmentedControl
        mb="sm"
        aria-label={t('heldShown.label')}
        value={shown}
        onChange={(value) => setShown(value as OfflineHeldShown)}
        data={OFFLINE_HELD_SHOWN.map((value) => ({ value, label: t(`heldShown.${value}`) }))}
      />
      <DataTable
        caption={t('held.title')}
        columns={columns}
        rows={held.data}
        rowKey={(r) => r._id}
        loading={held.isPending}
        busy={held.isPlaceholderData}
        empty={t('held.empty')}
        noun={[t('held.noun_one'), t('held.noun_other'), t('held.none')]}
        paging="client"
      />
      <DecideOfflineModal
        row={deciding?.row ?? null}
        accept={deciding?.accept ?? false}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

export const SubadminOfflinePage = () => <OfflinePage reader="subadmin" />;
export const SupervisorOfflinePage = () => <OfflinePage reader="supervisor" />;
