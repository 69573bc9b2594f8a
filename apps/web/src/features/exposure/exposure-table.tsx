import { Badge, Group, Progress, Text } from '@mantine/core';
import type { ExposureAnswer, ExposureRow } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { countCell } from '../../lib/csv.ts';
import type { TFunction } from 'i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { htg, percent } from '../../lib/format.ts';

/** Whose limit binds, in the screen's words. */
export function useScopeLabel() {
  const { t } = useTranslation('risk');
  return (row: ExposureRow) => {
    const s = row.limitScope;
    if (!s) return t('table.noLimit');
    if (s.scope === 'all') return t('scope.all');
    return t(`scope.${s.scope}`, { name: s.owner?.userName ?? '' }).trim();
  };
}

export const usedColour = (percent: number) =>
  percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'blue';

/** Issue 39: a branch's board shows the whole company's stake and payout of each number too. */
function companyColumns(
  t: TFunction<['risk', 'common']>,
  company: { amount: number } | undefined,
): Column<ExposureRow>[] {
  const inHtg = (column: string) => t('common:table.inHtg', { column });
  return [
    {
      header: t('branch.companyStaked'),
      numeric: true,
      sortBy: (r) => r.companyAmount ?? 0,
      cell: (r) => htg(r.companyAmount ?? 0),
      csv: (r) => r.companyAmount ?? 0,
      csvHeader: inHtg(t('branch.companyStaked')),
      total: company && htg(company.amount),
      csvTotal: company?.amount,
    },
    {
      header: t('branch.companyPayout'),
      numeric: true,
      sortBy: (r) => r.companyPayout ?? 0,
      cell: (r) => htg(r.companyPayout ?? 0),
      csv: (r) => r.companyPayout ?? 0,
      csvHeader: inHtg(t('branch.companyPayout')),
    },
  ];
}

/** Every number played in the draw, highest payout first, with the draw's sales and worst payout below. */
export function ExposureTable({
  board,
  alerted,
  loading,
  busy,
  fileName,
  withCompany,
}: {
  board: ExposureAnswer['data'] | undefined;
  /** Issue 39: one branch's board: the whole company's stake and payout per number beside */
  withCompany?: boolean;
  /** `game|number` of the draw's alerted numbers */
  alerted: Set<string>;
  loading: boolean;
  busy: boolean;
  /** the Export CSV's file (`csvFileName`: the screen's word, the draw, its date) */
  fileName: string;
}) {
  const { t } = useTranslation(['risk', 'common']);
  const scopeLabel = useScopeLabel();
  const tickets = (board?.rows ?? []).reduce((n, r) => n + r.tickets, 0);
  const inHtg = (column: string) => t('common:table.inHtg', { column });
  return (
    <DataTable<ExposureRow>
      caption={t('table.caption')}
      rows={board?.rows}
      loading={loading}
      busy={busy}
      rowKey={(r) => `${r.gameCategory}|${r.number}`}
      noun={[t('table.number', { count: 1 }), t('table.number', { count: 2 })]}
      defaultSort={{ key: t('table.payout'), direction: 'desc' }}
      paging="client"
      empty={t('table.empty')}
      totalsLabel={t('common:fields.total')}
      totalsTestId="risk-totals"
      rowProps={(r) => ({ 'data-number': `${r.gameCategory} ${r.number}` })}
      // Whose limit binds: under the limit on screen, a column of its own in the file.
      csv={{ fileName, extra: [{ header: t('table.binding'), value: scopeLabel }] }}
      columns={[
        {
          header: t('common:fields.game'),
          sortBy: (r) => r.gameCategory,
          cell: (r) => r.gameCategory,
          csv: (r) => r.gameCategory,
        },
        {
          header: t('common:fields.number'),
          sortBy: (r) => r.number,
          cell: (r) =>
            alerted.has(`${r.gameCategory}|${r.number}`) ? (
              <Group gap={6} wrap="nowrap">
                <Text fw={700}>{r.number}</Text>
                <Badge size="xs" color="orange" variant="light" data-testid="risk-alert-badge">
                  {t('alerts.badge')}
                </Badge>
              </Group>
            ) : (
              <Text fw={700}>{r.number}</Text>
            ),
          csv: (r) => r.number,
        },
        {
          header: t('table.staked'),
          numeric: true,
          sortBy: (r) => r.amount,
          cell: (r) => htg(r.amount),
          total: board && htg(board.totals.amount),
          csv: (r) => r.amount,
          csvHeader: inHtg(t('table.staked')),
          csvTotal: board?.totals.amount,
        },
        {
          header: t('common:fields.tickets'),
          numeric: true,
          sortBy: (r) => r.tickets,
          cell: (r) => r.tickets,
          total: tickets,
          csv: (r) => countCell(r.tickets),
          csvTotal: countCell(tickets),
        },
        {
          header: t('table.payout'),
          numeric: true,
          sortBy: (r) => r.payout,
          cell: (r) => htg(r.payout),
          csv: (r) => r.payout,
          csvHeader: inHtg(t('table.payout')),
        },
        ...(withCompany ? companyColumns(t, board?.totals.company) : []),
        // The binding limit's figures together, all of its scope: staked there, limit (and whose), left, used.
        {
          header: t('table.limitStaked'),
          numeric: true,
          sortBy: (r) => r.limitStaked ?? -1,
          cell: (r) => (r.limitStaked === null ? '—' : htg(r.limitStaked)),
          csv: (r) => r.limitStaked ?? '',
          csvHeader: inHtg(t('table.limitStaked')),
        },
        {
          header: t('table.limit'),
          numeric: true,
          sortBy: (r) => r.limit ?? Infinity,
          cell: (r) =>
            r.limit === null ? (
              '—'
            ) : (
              <>
                {htg(r.limit)}
                <Text size="xs" c="dimmed" data-testid="risk-binding">
                  {scopeLabel(r)}
                </Text>
              </>
            ),
          csv: (r) => r.limit ?? '',
          csvHeader: inHtg(t('table.limit')),
        },
        {
          header: t('table.available'),
          numeric: true,
          sortBy: (r) => r.available ?? Infinity,
          cell: (r) => (r.available === null ? '—' : htg(r.available)),
          csv: (r) => r.available ?? '',
          csvHeader: inHtg(t('table.available')),
        },
        {
          header: t('table.used'),
          numeric: true,
          sortBy: (r) => r.usedPercent ?? -1,
          cell: (r) =>
            r.usedPercent === null ? (
              '—'
            ) : (
              <div style={{ minWidth: 72 }}>
                <Text size="sm">{percent(r.usedPercent / 100)}</Text>
                <Progress
                  value={Math.min(100, r.usedPercent)}
                  color={usedColour(r.usedPercent)}
                  size="xs"
                  aria-hidden
                />
              </div>
            ),
          csv: (r) => (r.usedPercent === null ? '' : { figure: r.usedPercent }),
          csvHeader: t('table.usedPercent'),
        },
      ]}
    />
  );
}
