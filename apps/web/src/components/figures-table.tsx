import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { htg } from '../lib/format.ts';
import { usePhone } from '../lib/use-phone.ts';
import { DataTable, EmptyState, LoadingState, type Column } from './data-table.tsx';

/** A row of a report: Total (sum), Paid and Profit in HTG. */
export interface FigureRow {
  _id: string;
  name: string;
  sum: number;
  paid: number;
  profit: number;
}

export interface FigureTotals {
  sum: number;
  paid: number;
  profit: number;
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
  /** a line under the name on a phone card (the supervisor's Company) */
  subtitle?: (row: T) => ReactNode;
}

/** A loss shows in the flag's red; money stays right-aligned with two decimals. */
export function Profit({ value }: { value: number }) {
  return (
    <Text span inherit c={value < 0 ? 'red.7' : undefined}>
      {htg(value)}
    </Text>
  );
}

function FigureLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className="money">
        {children}
      </Text>
    </Group>
  );
}

/** A phone's view of the same rows: one card each, the totals last. */
function FigureCardList<T extends FigureRow>(props: Props<T>) {
  const { rows, totals, loading, caption } = props;
  if (!rows) return loading ? <LoadingState /> : null;
  if (rows.length === 0) return <EmptyState text={props.empty} />;
  const card = (key: string, title: ReactNode, f: FigureTotals, total = false) => (
    <Paper key={key} withBorder radius="md" p="sm" bg={total ? 'gray.1' : undefined}>
      <Text fw={700} mb={4}>
        {title}
      </Text>
      <FigureLine label="Total">{htg(f.sum)}</FigureLine>
      <FigureLine label="Paid">{htg(f.paid)}</FigureLine>
      <FigureLine label="Profit">
        <Profit value={f.profit} />
      </FigureLine>
    </Paper>
  );
  return (
    <Stack gap="xs" aria-label={caption}>
      {rows.map((r) =>
        card(
          r._id,
          <>
            {r.name}
            {props.subtitle && (
              <Text span size="xs" c="dimmed" fw={400} ml={8}>
                {props.subtitle(r)}
              </Text>
            )}
          </>,
          r,
        ),
      )}
      {totals && card('totals', props.footerLabel, totals, true)}
    </Stack>
  );
}

/** Total, Paid and Profit per row, with the grand totals in the footer; cards on a phone. */
export function FiguresTable<T extends FigureRow>(props: Props<T>) {
  const phone = usePhone();
  if (phone) return <FigureCardList {...props} />;
  const { caption, nameHeader, extra = [], rows, totals, footerLabel, loading, empty } = props;
  const columns: Column<T>[] = [
    { header: nameHeader, cell: (r) => r.name },
    ...extra,
    { header: 'Total', numeric: true, cell: (r) => htg(r.sum) },
    { header: 'Paid', numeric: true, cell: (r) => htg(r.paid) },
    { header: 'Profit', numeric: true, cell: (r) => <Profit value={r.profit} /> },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r._id}
      loading={loading && !rows}
      empty={empty}
      minWidth={extra.length ? 600 : 460}
      footer={
        totals && rows && rows.length > 0 ? (
          <Table.Tr data-testid={`${caption} totals`}>
            <Table.Th colSpan={1 + extra.length}>{footerLabel}</Table.Th>
            <Table.Th className="money">{htg(totals.sum)}</Table.Th>
            <Table.Th className="money">{htg(totals.paid)}</Table.Th>
            <Table.Th className="money">
              <Profit value={totals.profit} />
            </Table.Th>
          </Table.Tr>
        ) : undefined
      }
    />
  );
}
