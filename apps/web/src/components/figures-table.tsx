import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htg } from '../lib/format.ts';
import { DataTable, type Column } from './data-table.tsx';

/**
 * A row of a report: Total (sum), Paid (what the tickets won, following the
 * result) and Profit in HTG by draw date, and Paid out: the cash handed over
 * to winners on the report's days (never changed by a corrected result).
 */
export interface FigureRow {
  _id: string;
  name: string;
  sum: number;
  paid: number;
  profit: number;
  paidOut: number;
}

export interface FigureTotals {
  sum: number;
  paid: number;
  profit: number;
  paidOut: number;
}

interface Props<T extends FigureRow> {
  caption: string;
  /** the first column's header: Lottery, Seller, Company … */
  nameHeader: string;
  /** columns between the name and the figures (the supervisor's Company) */
  extra?: Column<T>[];
  /** columns after the figures (the daily report's Commission and Net) */
  trailing?: Column<T>[];
  rows: T[] | undefined;
  totals: FigureTotals | undefined;
  /** the footer's first cell: "Total", "3 sellers" … */
  footerLabel: string;
  loading: boolean;
  empty: string;
  /** the Export CSV button: the file's name, and its totals line's first cell */
  csv?: { fileName: string; totalsLabel?: string };
}

/** A loss shows in the flag's red; money stays right-aligned with two decimals. */
export function Profit({ value }: { value: number }) {
  return (
    <Text span inherit c={value < 0 ? 'red.7' : undefined}>
      {htg(value)}
    </Text>
  );
}

/**
 * Total, Paid, Profit and Paid out per row, sortable, with the grand totals in a row
 * that stays in sight at the bottom; cards on a phone, the totals last.
 */
export function FiguresTable<T extends FigureRow>(props: Props<T>) {
  const { t } = useTranslation();
  const { caption, nameHeader, extra = [], trailing = [], rows, totals, footerLabel } = props;
  const { loading, empty } = props;
  const columns: Column<T>[] = [
    {
      header: nameHeader,
      sortBy: (r) => r.name,
      cell: (r) => r.name,
      csv: (r) => r.name,
    },
    ...extra,
    {
      header: t('fields.total'),
      numeric: true,
      sortBy: (r) => r.sum,
      csv: (r) => r.sum,
      csvHeader: t('table.inHtg', { column: t('fields.total') }),
      csvTotal: totals?.sum,
      cell: (r) => htg(r.sum),
      total: totals && htg(totals.sum),
    },
    {
      header: t('fields.paid'),
      numeric: true,
      sortBy: (r) => r.paid,
      csv: (r) => r.paid,
      csvHeader: t('table.inHtg', { column: t('fields.paid') }),
      csvTotal: totals?.paid,
      cell: (r) => htg(r.paid),
      total: totals && htg(totals.paid),
    },
    {
      header: t('fields.profit'),
      numeric: true,
      sortBy: (r) => r.profit,
      csv: (r) => r.profit,
      csvHeader: t('table.inHtg', { column: t('fields.profit') }),
      csvTotal: totals?.profit,
      cell: (r) => <Profit value={r.profit} />,
      total: totals && <Profit value={totals.profit} />,
    },
    {
      header: t('fields.paidOut'),
      numeric: true,
      sortBy: (r) => r.paidOut,
      csv: (r) => r.paidOut,
      csvHeader: t('table.inHtg', { column: t('fields.paidOut') }),
      csvTotal: totals?.paidOut,
      cell: (r) => htg(r.paidOut),
      total: totals && htg(totals.paidOut),
    },
    ...trailing,
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r._id}
      loading={loading && !rows}
      busy={loading && !!rows}
      empty={empty}
      totalsLabel={totals ? footerLabel : undefined}
      totalsTestId={`${caption} totals`}
      csv={props.csv}
    />
  );
}
