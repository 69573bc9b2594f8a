import { Group, Paper, Text } from '@mantine/core';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { usePhone } from '../lib/use-phone.ts';
import { DataTableCards } from './data-table-cards.tsx';
import './data-table.css';
import { DEFAULT_PAGE_SIZE, TablePager, type Paging } from './table-pager.tsx';
import { TableBox, Waiting } from './data-table-view.tsx';
import { countLabel, nextSort, pageOf, sortRows, type SortState } from './table-sort.ts';
import { EmptyState } from './table-states.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import type { CsvCell } from '../lib/csv.ts';

export { EmptyState, LoadingState } from './table-states.tsx';
export type { SortState } from './table-sort.ts';
export type { Paging } from './table-pager.tsx';

export interface Column<T> {
  /** the column's name, exactly as SPEC.md gives it */
  header: string;
  /** a short header's full meaning: shown over the header (hover, focus, touch) */
  hint?: string;
  cell: (row: T) => ReactNode;
  /** money and counts: right-aligned, tabular figures, never wrapped */
  numeric?: boolean;
  /** codes, dates, game names: kept on one line */
  nowrap?: boolean;
  width?: number | string;
  /** sorted in the browser by this value (a click on the header) */
  sortBy?: (row: T) => string | number;
  /** sorted by the server under this key (with the table's `onSort`) */
  sortKey?: string;
  /** the row's edit/delete buttons: beside the card's title on a phone */
  actions?: boolean;
  /** this column's cell in the totals row */
  total?: ReactNode;
  /** false: left out of a phone's cards (the same for every row, and said elsewhere on the screen) */
  inCard?: boolean;
  /** this column's value in the exported CSV (a number is HTG); none: left out of the file */
  csv?: (row: T) => CsvCell;
  /** the CSV's header when it differs from the screen's ("Total (HTG)") */
  csvHeader?: string;
  /** this column's cell in the CSV's totals line */
  csvTotal?: CsvCell;
}

/** The table's Export CSV: every row of the search, not only the page shown. */
export interface TableCsv<T> {
  /** `csvFileName(…)` in the screen's language */
  fileName: string;
  /** a list the server pages: every row of the search, fetched at the click */
  all?: () => Promise<T[]>;
  /** the totals line's first cell, when the file words it differently from the screen */
  totalsLabel?: string;
  /** columns of the file only, after the others (a date the screen shows inside another cell) */
  extra?: { header: string; value: (row: T) => CsvCell }[];
}

export type RowProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;

export interface DataTableProps<T> {
  /** what the table lists; its accessible name */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  empty?: string;
  /** the count above the table ("63 sellers", "1–50 of 2,009 tickets"), when given */
  noun?: readonly [string, string, string?];
  /** the count says "12 of 63 sellers" when a search keeps only some */
  outOf?: number;
  /** a totals row (sticky at the bottom) whose first cell says this; each column's `total` fills the rest */
  totalsLabel?: ReactNode;
  totalsTestId?: string;
  /** on a phone: one card per row (default), or the table itself where it fits */
  phone?: 'cards' | 'table';
  /** sorted here: the order it starts in */
  defaultSort?: SortState;
  /** sorted by the server: the order asked, and how to ask another */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** `client`: the table pages its rows (50 a page); a Paging: the server answered one page */
  paging?: 'client' | Paging;
  /** a new page or order is on its way (the previous rows stay, dimmed) */
  busy?: boolean;
  /** attributes of each row (data-… for tests, a colour) */
  rowProps?: (row: T) => RowProps;
  /** beside the count: the screen's own search box */
  toolbar?: ReactNode;
  /** inside a modal: the header sticks at the top of the modal, not under the app's header */
  inModal?: boolean;
  /** what the phone's Sort by says of the order before any is chosen */
  unsortedLabel?: string;
  /** an Export CSV button beside the count, with the columns that have a `csv` value */
  csv?: TableCsv<T>;
}

/**
 * The one table of the dashboard: the header sticks while the page scrolls,
 * a click on a header sorts (aria-sort says how), the count shows, long
 * tables page (in the browser, or by the server), money is right-aligned and
 * never clipped, totals stick at the bottom, and on a phone rows become cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { caption, columns, rowKey, paging, noun } = props;
  const phone = usePhone();
  const [clientSort, setClientSort] = useState(props.defaultSort);
  const [clientPage, setClientPage] = useState(1);
  const [clientSize, setClientSize] = useState(DEFAULT_PAGE_SIZE);

  const serverSorted = !!props.onSort;
  const sort = serverSorted ? props.sort : clientSort;
  const sortKeyOf = (c: Column<T>) => (serverSorted ? c.sortKey : c.sortBy ? c.header : undefined);
  const onSort = (key: string) => {
    const next = nextSort(sort, key);
    if (serverSorted) props.onSort?.(next);
    else setClientSort(next);
    setClientPage(1);
  };

  const all = props.rows;
  const sorted =
    all && !serverSorted && sort
      ? sortRows(all, columns.find((c) => c.header === sort.key)?.sortBy, sort.direction)
      : all;
  let shown = sorted;
  let pager: Paging | undefined;
  if (paging === 'client' && sorted) {
    const pages = Math.max(1, Math.ceil(sorted.length / clientSize));
    const page = Math.min(clientPage, pages);
    shown = pageOf(sorted, page, clientSize);
    pager = {
      page,
      pageSize: clientSize,
      total: sorted.length,
      onPage: setClientPage,
      onPageSize: (size) => {
        setClientSize(size);
        setClientPage(1);
      },
    };
  } else if (paging && paging !== 'client') pager = paging;

  const total = pager?.total ?? all?.length ?? 0;
  const locale = currentLocale();
  const counted =
    noun && all
      ? countLabel(
          total,
          noun,
          pager && shown
            ? { page: pager.page, size: pager.pageSize, shown: shown.length }
            : undefined,
          { locale, range: (parts) => t('table.range', parts) },
        )
      : null;
  const count =
    counted && props.outOf !== undefined && props.outOf !== total
      ? t('table.outOf', { shown: counted, total: props.outOf.toLocaleString(locale) })
      : counted;

  const cards = phone && props.phone !== 'table';
  const empty = !props.loading && shown?.length === 0;
  const withTotals = props.totalsLabel !== undefined && !!shown?.length;
  const sortable = columns.filter((c) => sortKeyOf(c));

  const exported = props.csv && (
    <ExportCsvButton
      {...csvExport(props.csv, columns, sorted, props.csv.totalsLabel ?? props.totalsLabel)}
    />
  );

  return (
    <div>
      {(count || props.toolbar || exported) && (
        <Group justify="space-between" align="flex-end" gap="xs" mb={6} wrap="wrap">
          <Text size="sm" c="dimmed" fw={600} aria-live="polite" data-testid={`${caption} count`}>
            {count}
          </Text>
          <Group gap="xs" wrap="wrap">
            {props.toolbar}
            {exported}
          </Group>
        </Group>
      )}
      {cards ? (
        <DataTableCards
          caption={caption}
          columns={columns.filter((c) => c.inCard !== false)}
          rows={shown}
          rowKey={rowKey}
          unsortedLabel={props.unsortedLabel}
          totalsLabel={withTotals ? props.totalsLabel : undefined}
          totalsTestId={props.totalsTestId}
          sortable={sortable.map((c) => ({ key: sortKeyOf(c)!, header: c.header }))}
          sort={sort}
          onSort={(next) => (serverSorted ? props.onSort?.(next) : setClientSort(next))}
          busy={props.busy}
        />
      ) : (
        <Paper withBorder radius="md">
          <TableBox
            {...props}
            rows={shown}
            sort={sort}
            sortKeyOf={sortKeyOf}
            onHeaderClick={onSort}
            withTotals={withTotals}
          />
        </Paper>
      )}
      {cards && props.loading && !shown?.length && <Waiting />}
      {cards && empty && (
        <Paper withBorder radius="md">
          <EmptyState text={props.empty ?? t('table.nothingHere')} />
        </Paper>
      )}
      {pager && <TablePager caption={caption} paging={pager} />}
    </div>
  );
}

/** The file: the columns with a `csv` value, every row (sorted as shown), the totals line. */
function csvExport<T>(
  csv: TableCsv<T>,
  columns: Column<T>[],
  rows: T[] | undefined,
  totalsLabel: ReactNode,
) {
  const kept = columns.filter((c) => c.csv);
  const extra = csv.extra ?? [];
  const line = (row: T) => [...kept.map((c) => c.csv!(row)), ...extra.map((e) => e.value(row))];
  const totals =
    typeof totalsLabel === 'string' && kept.some((c) => c.csvTotal !== undefined)
      ? [
          [
            ...kept.map((c, i) => (i === 0 ? totalsLabel : (c.csvTotal ?? ''))),
            ...extra.map(() => ''),
          ],
        ]
      : [];
  const header = [...kept.map((c) => c.csvHeader ?? c.header), ...extra.map((e) => e.header)];
  if (csv.all) {
    const all = csv.all;
    return {
      fileName: csv.fileName,
      header,
      empty: !rows?.length,
      load: async () => [...(await all()).map(line), ...totals],
    };
  }
  return {
    fileName: csv.fileName,
    header,
    rows: rows?.length ? [...rows.map(line), ...totals] : null,
  };
}
