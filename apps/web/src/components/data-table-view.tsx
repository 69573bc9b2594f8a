import { Center, Loader, Table, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ComponentPropsWithRef, CSSProperties, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column, DataTableProps } from './data-table.tsx';
import { ariaSortOf } from './table-sort.ts';
import { EmptyState } from './table-states.tsx';
import { useOverflow } from './use-overflow.ts';

type BoxProps<T> = DataTableProps<T> & {
  sortKeyOf: (c: Column<T>) => string | undefined;
  onHeaderClick: (key: string) => void;
  withTotals: boolean;
};

/**
 * The table itself (wide screens, and phones where it fits): in the page while it fits,
 * in its own sideways-scrolling box when it does not.
 */
export function TableBox<T>(props: BoxProps<T>) {
  const { t } = useTranslation();
  const { caption, columns, rows, rowKey, sort, sortKeyOf } = props;
  const { ref, overflows } = useOverflow<HTMLDivElement>();
  const style = props.inModal ? ({ '--data-table-sticky-top': '0px' } as CSSProperties) : undefined;
  const firstTotal = columns.findIndex((c, i) => i > 0 && c.total !== undefined);
  const labelSpan = firstTotal > 0 ? firstTotal : columns.length;
  return (
    <div
      ref={ref}
      className="data-table-box"
      data-overflow={overflows || undefined}
      data-busy={props.busy || undefined}
      style={style}
      // Scrolling sideways, the box takes the keyboard's arrows once reached with Tab.
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? caption : undefined}
    >
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        aria-label={caption}
        aria-busy={props.busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => {
              const key = sortKeyOf(c);
              return (
                <Table.Th
                  key={c.header}
                  className={c.numeric ? 'money' : c.actions ? 'actions' : undefined}
                  w={c.width}
                  aria-sort={key ? ariaSortOf(sort, key) : undefined}
                >
                  {key ? (
                    <>
                      <Hint hint={c.hint}>
                        <SortButton
                          header={c.header}
                          state={ariaSortOf(sort, key)}
                          onClick={() => props.onHeaderClick(key)}
                          hinted={!!c.hint}
                        />
                      </Hint>
                      {/* On paper instead of the button: Chromium repeats no header holding one. */}
                      <span className="data-table-print-header">{c.header}</span>
                    </>
                  ) : c.hint ? (
                    <Hint hint={c.hint}>
                      <span className="data-table-hinted">{c.header}</span>
                    </Hint>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.map((row) => (
            <Table.Tr key={rowKey(row)} {...(props.rowProps?.(row) as object)}>
              {columns.map((c) => (
                <Table.Td key={c.header} className={classOf(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.withTotals && (
          <Table.Tfoot>
            <Table.Tr data-testid={props.totalsTestId}>
              {/* The label spans the text columns, up to the first one with a total. */}
              <Table.Th colSpan={labelSpan}>{props.totalsLabel}</Table.Th>
              {columns.slice(labelSpan).map((c) => (
                <Table.Th key={c.header} className={classOf(c)}>
                  {c.total}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
      {props.loading && !rows?.length && <Waiting />}
      {!props.loading && rows?.length === 0 && (
        <EmptyState text={props.empty ?? t('table.nothingHere')} />
      )}
    </div>
  );
}

export const Waiting = () => (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);

const classOf = <T,>(c: Column<T>) =>
  [c.numeric ? 'money' : c.nowrap ? 'nowrap' : null, c.actions ? 'actions' : null]
    .filter(Boolean)
    .join(' ') || undefined;

/** A short header's full meaning, over it on hover, keyboard focus or touch. */
function Hint({ hint, children }: { hint?: string; children: ReactElement }) {
  if (!hint) return children;
  return (
    <Tooltip
      label={hint}
      multiline
      maw={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {children}
    </Tooltip>
  );
}

function SortButton({
  header,
  state,
  hinted,
  ...button
}: {
  header: string;
  state: 'ascending' | 'descending' | 'none';
  hinted?: boolean;
} & ComponentPropsWithRef<'button'>) {
  const Icon =
    state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    // the rest: the click, and the hint's tooltip's ref and events
    <UnstyledButton
      {...button}
      className="data-table-sort"
      data-sorted={state !== 'none' || undefined}
    >
      <span className={hinted ? 'data-table-hinted' : undefined}>{header}</span>
      <Icon size={14} className="data-table-sort-icon" aria-hidden />
    </UnstyledButton>
  );
}
