import { Box, Group, NativeSelect, Paper, Stack, Text, type PaperProps } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table.tsx';
import type { SortState } from './table-sort.ts';

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  totalsLabel?: ReactNode;
  totalsTestId?: string;
  /** the columns a card list may be ordered by (a select: cards have no header to click) */
  sortable: { key: string; header: string }[];
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
  busy?: boolean;
  unsortedLabel?: string;
}

/** A text field of a card: its column's name, then its value, on one line with the others. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
      <Text span size="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Box fz="sm" style={{ minWidth: 0 }}>
        {children}
      </Box>
    </Group>
  );
}

/** A money field: its name on the left, the amount right-aligned, as in the table. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className="money" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** One card: a row, or the totals. */
function CardPaper(
  props: PaperProps & HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string },
) {
  return <Paper withBorder radius="md" px="sm" py={8} className="data-table-card" {...props} />;
}

/**
 * A phone's view of a table: one compact card per row, the first column as
 * its title with the row's actions beside it, the text fields on a line
 * below, the money fields right-aligned, and the totals as a last card.
 */
export function DataTableCards<T>(props: Props<T>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, sort } = props;
  const [title, ...rest] = columns;
  const actions = rest.find((c) => c.actions);
  const fields = rest.filter((c) => c !== actions && !c.numeric);
  const figures = rest.filter((c) => c.numeric);

  return (
    <Stack gap={6}>
      {props.sortable.length > 0 && (
        <NativeSelect
          size="xs"
          label={t('table.sortBy')}
          w={220}
          style={{ alignSelf: 'flex-end' }}
          data={[
            ...(sort
              ? []
              : [
                  {
                    value: '',
                    label: props.unsortedLabel ?? t('table.asListed'),
                    disabled: true,
                  },
                ]),
            ...props.sortable.flatMap((c) => [
              { value: `${c.key}:asc`, label: t('table.ascending', { column: c.header }) },
              { value: `${c.key}:desc`, label: t('table.descending', { column: c.header }) },
            ]),
          ]}
          value={sort ? `${sort.key}:${sort.direction}` : ''}
          onChange={(event) => {
            const [key = '', direction] = event.currentTarget.value.split(':');
            props.onSort({ key, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
        />
      )}
      {!!rows?.length && (
        // The list holds only its items (an empty list, or a loader inside it, breaks its role).
        <Stack
          gap={6}
          role="list"
          aria-label={props.caption}
          aria-busy={props.busy || undefined}
          style={props.busy ? { opacity: 0.55 } : undefined}
        >
          {rows.map((row) => (
            <CardPaper key={rowKey(row)} role="listitem">
              {/* Several actions go under a name rather than squeeze it to a letter a line. */}
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Text
                  fw={700}
                  size="sm"
                  style={{ minWidth: 0, flex: '1 1 9rem', overflowWrap: 'anywhere' }}
                  component="div"
                >
                  {title?.cell(row)}
                </Text>
                {actions?.cell(row)}
              </Group>
              {fields.length > 0 && (
                <Group gap={4} mt={2} wrap="wrap" style={{ columnGap: 16 }}>
                  {fields.map((c) => (
                    <Field key={c.header} label={c.header}>
                      {c.cell(row)}
                    </Field>
                  ))}
                </Group>
              )}
              {figures.map((c) => (
                <Figure key={c.header} label={c.header}>
                  {c.cell(row)}
                </Figure>
              ))}
            </CardPaper>
          ))}
        </Stack>
      )}
      {props.totalsLabel !== undefined && !!rows?.length && (
        <CardPaper bg="gray.1" data-testid={props.totalsTestId}>
          <Text fw={700} size="sm">
            {props.totalsLabel}
          </Text>
          {rest
            .filter((c) => c.total !== undefined)
            .map((c) => (
              <Figure key={c.header} label={c.header}>
                {c.total}
              </Figure>
            ))}
        </CardPaper>
      )}
    </Stack>
  );
}
