import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminHomeCompany } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Profit } from '../../components/figures-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { EmptyState } from '../../components/table-states.tsx';
import { countCell, csvFileName } from '../../lib/csv.ts';
import { count, displayDate, htg, today as operatorToday } from '../../lib/format.ts';
import { alertText } from '../../lib/alert-text.ts';
import { useAdminHome } from './api.ts';
import { ResultsToWatch } from './results-to-watch.tsx';

/** The platform admin's home: each company's day and the payment alerts due, above the menu. */
export function AdminHome() {
  const { t } = useTranslation(['home', 'common', 'reports']);
  const { t: tAdmin } = useTranslation('admin');
  const home = useAdminHome();
  const data = home.data;
  const today = data?.today ?? operatorToday();
  const inHtg = (column: string) => t('common:table.inHtg', { column });
  const columns: Column<AdminHomeCompany>[] = [
    {
      header: t('common:fields.company'),
      sortBy: (r) => r.name,
      csv: (r) => r.name,
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <span>{r.name}</span>
          {!r.isActive && (
            <Badge size="xs" color="gray" variant="light">
              {t('companies.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: t('companies.activeSellers'),
      numeric: true,
      sortBy: (r) => r.activeSellers,
      cell: (r) => count(r.activeSellers),
      csv: (r) => countCell(r.activeSellers),
    },
    {
      header: t('figures.tickets'),
      numeric: true,
      sortBy: (r) => r.tickets,
      cell: (r) => count(r.tickets),
      csv: (r) => countCell(r.tickets),
    },
    {
      header: t('common:fields.total'),
      numeric: true,
      sortBy: (r) => r.sum,
      cell: (r) => htg(r.sum),
      csv: (r) => r.sum,
      csvHeader: inHtg(t('common:fields.total')),
    },
    {
      header: t('common:fields.paid'),
      numeric: true,
      sortBy: (r) => r.paid,
      cell: (r) => htg(r.paid),
      csv: (r) => r.paid,
      csvHeader: inHtg(t('common:fields.paid')),
    },
    {
      header: t('common:fields.profit'),
      numeric: true,
      sortBy: (r) => r.profit,
      cell: (r) => <Profit value={r.profit} />,
      csv: (r) => r.profit,
      csvHeader: inHtg(t('common:fields.profit')),
    },
    {
      // issue 38: Total − Paid − the sellers' commission, beside SPEC's Profit
      header: t('reports:net.netProfit'),
      numeric: true,
      sortBy: (r) => r.netProfit,
      cell: (r) => <Profit value={r.netProfit} />,
      csv: (r) => r.netProfit,
      csvHeader: inHtg(t('reports:net.netProfit')),
    },
    {
      // the cash handed over today, whatever the draw date: a corrected result leaves it as it is
      header: t('common:fields.paidOut'),
      numeric: true,
      sortBy: (r) => r.paidOut,
      cell: (r) => htg(r.paidOut),
      csv: (r) => r.paidOut,
      csvHeader: inHtg(t('common:fields.paidOut')),
    },
  ];
  return (
    <section
      aria-labelledby="home-title"
      data-testid="home"
      style={{ marginBottom: 'var(--mantine-spacing-lg)' }}
    >
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Title order={2} id="home-title">
          {t('adminTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('todayOn', { date: displayDate(today) })}
        </Text>
      </Group>
      {home.isError && !data && (
        <LoadError what={t('loadWhat')} error={home.error} onRetry={() => void home.refetch()} />
      )}
      <ResultsToWatch date={today} />
      <Title order={3} size="h4" mb="xs">
        {t('alerts.title')}
      </Title>
      {!data ? (
        <Skeleton h={60} radius="md" mb="md" />
      ) : data.alerts.length === 0 ? (
        <Text c="dimmed" size="sm" mb="md">
          {t('alerts.empty')}
        </Text>
      ) : (
        <Stack gap="xs" mb="md">
          {data.alerts.map((a) => (
            <Alert
              key={a._id}
              color={a.date <= data.today ? 'red' : 'yellow'}
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={`${a.company} · ${displayDate(a.date)}`}
              data-testid="home-alert"
            >
              <Text size="sm">{alertText(a, tAdmin)}</Text>
            </Alert>
          ))}
        </Stack>
      )}
      {data && data.companies.length === 0 ? (
        <EmptyState text={t('companies.empty')} />
      ) : (
        <DataTable
          caption={t('companies.caption')}
          columns={columns}
          rows={data?.companies}
          rowKey={(r) => r._id}
          loading={!data && !home.isError}
          empty={t('companies.empty')}
          rowProps={(r) => ({ 'data-company': r.name })}
          csv={{ fileName: csvFileName(t('companies.file'), today) }}
        />
      )}
    </section>
  );
}
