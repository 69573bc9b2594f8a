import { Anchor, Text, Title } from '@mantine/core';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { csvFileName, instantCell } from '../../lib/csv.ts';
import type { DayRange } from '../../lib/date-presets.ts';
import { displayDate, displayDateTime, htg } from '../../lib/format.ts';
import type { FraudReader } from './api.ts';

const WINNING_TICKETS: Record<FraudReader, string> = {
  subadmin: '/subadmin/winningtickets',
  supervisor: '/supervisor/winTickets',
};

/**
 * Winners paid under a result since corrected ("paid, result corrected"): the
 * cash handed over, what the ticket wins now and the difference, so the
 * company can recover it or write it off. Shown only when there are some.
 */
export function CorrectedPayouts(props: {
  reader: FraudReader;
  period: DayRange;
  rows: TicketSummary[] | undefined;
}) {
  const { t } = useTranslation(['fraud', 'reports', 'common']);
  if (!props.rows?.length) return null;
  const link = `${WINNING_TICKETS[props.reader]}?${new URLSearchParams({
    ...props.period,
    paidOut: 'corrected',
  }).toString()}`;
  const columns: Column<TicketSummary>[] = [
    {
      header: t('common:fields.ticketId'),
      sortBy: (r) => r.ticketId,
      cell: (r) => r.ticketId,
      csv: (r) => r.ticketId,
    },
    {
      header: t('common:fields.date'),
      sortBy: (r) => r.date,
      cell: (r) => displayDate(r.date),
      csv: (r) => ({ date: r.date }),
    },
    {
      header: t('common:fields.lottery'),
      sortBy: (r) => r.lotteryCategoryName,
      cell: (r) => r.lotteryCategoryName,
      csv: (r) => r.lotteryCategoryName,
    },
    {
      header: t('common:fields.seller'),
      sortBy: (r) => r.seller.userName,
      cell: (r) => r.seller.userName,
      csv: (r) => r.seller.userName,
    },
    {
      header: t('corrected.paidBy'),
      cell: (r) => (
        <>
          {r.paidOutBy?.userName}
          <Text size="xs" c="dimmed">
            {r.paidOutAt && displayDateTime(r.paidOutAt)}
          </Text>
        </>
      ),
      // When: a date column of the file's own (`extra`).
      csv: (r) => r.paidOutBy?.userName ?? '',
    },
    ...(
      [
        [t('reports:payout.cash'), (r: TicketSummary) => r.paidOutAmount ?? 0],
        [t('reports:tickets.paidAmount'), (r: TicketSummary) => r.paidAmount],
        [t('reports:payout.difference'), (r: TicketSummary) => r.paidOutDifference ?? 0],
      ] as const
    ).map(([header, value], i) =>
      money(header, t('common:table.inHtg', { column: header }), value, i === 2),
    ),
  ];
  return (
    <>
      <Title order={2} size="h4" mt="xl" mb={4}>
        {t('corrected.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={900}>
        {t('corrected.note')}{' '}
        <Anchor component={Link} to={link} size="sm">
          {t('corrected.open')}
        </Anchor>
      </Text>
      <DataTable
        caption={t('corrected.title')}
        columns={columns}
        rows={props.rows}
        rowKey={(r) => r._id}
        noun={[t('reports:nouns.ticket_one'), t('reports:nouns.ticket_other')]}
        paging="client"
        rowProps={() => ({ 'data-testid': 'corrected payout' })}
        csv={{
          fileName: csvFileName(
            t('corrected.fileName'),
            props.period.fromDate,
            props.period.toDate,
          ),
          extra: [{ header: t('reports:payoutFile.at'), value: (r) => instantCell(r.paidOutAt) }],
        }}
      />
    </>
  );
}

/** A money column; the difference in red when more cash went out than the ticket wins now. */
function money(
  header: string,
  csvHeader: string,
  value: (r: TicketSummary) => number,
  redWhenPositive: boolean,
): Column<TicketSummary> {
  return {
    header,
    numeric: true,
    sortBy: value,
    csv: value,
    csvHeader,
    cell: (r) => (
      <Text span inherit c={redWhenPositive && value(r) > 0 ? 'red.7' : undefined}>
        {htg(value(r))}
      </Text>
    ),
  };
}
