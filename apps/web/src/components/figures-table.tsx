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
  /** issue 38: the sellers' commission and Total − Paid − commission, where the answer has them */
  commission?: number;
  netProfit?: number;
}

export interface FigureTotals {
  sum: number;
  paid: number;
  profit: number;
  paidOut: number;
  commission?: number;
  netProfit?: number;
}

interface Props<T extends FigureRow> {
  caption: string;
  /** the first column's header: Lottery, Seller, Company … */
  nameHeader: string;
  /** columns between the name and the figures (the supervisor's Company) */
  extra?: Column<T>[];
  rows: T[] | undefined;
  totals: FigureTotals | undefined;
  /** the footer's first cell: "Total", "3 sellers" … */
  footerLabel: string;
  loading: boolean;
  empty: string;
  /** the Export CSV button: the file's name, and its totals line's first cell */
  csv?: { fileName: string; totalsLabel?: string };
  /** the sellers' commission and the net profit after Profit (an owner's report, issue 38) */
  withNet?: boolean;
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
  const { t } = useTranslation(['common', 'reports']);
  const { caption, nameHeader, extra = [], rows, totals, footerLabel } = props;
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
    ...(props.withNet
      ? netColumns<T>(
          { commission: t('reports:net.commission'), netProfit: t('reports:net.netProfit') },
          (column: string) => t('table.inHtg', { column }),
          totals,
        )
      : []),
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

/**
 * Issue 38: the sellers' commission and the net profit (Total − Paid − commission) of an owner's
 * report, beside SPEC's Profit which keeps its meaning.
 */
function netColumns<T extends FigureRow>(
  { commission, netProfit }: { commission: string; netProfit: string },
  inHtg: (column: string) => string,
  totals: FigureTotals | undefined,
): Column<T>[] {
  return [
    {
      header: commission,
      numeric: true,
      sortBy: (r) => r.commission ?? 0,
      csv: (r) => r.commission ?? 0,
      csvHeader: inHtg(commission),
      csvTotal: totals?.commission,
      cell: (r) => htg(r.commission ?? 0),
      total: totals && htg(totals.commission ?? 0),
    },
    {
      header: netProfit,
      numeric: true,
      sortBy: (r) => r.netProfit ?? 0,
      csv: (r) => r.netProfit ?? 0,
      csvHeader: inHtg(netProfit),
      csvTotal: totals?.netProfit,
      cell: (r) => <Profit value={r.netProfit ?? 0} />,
      total: totals && <Profit value={totals.netProfit ?? 0} />,
    },
  ];
}
