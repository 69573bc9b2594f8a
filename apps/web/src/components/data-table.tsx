import { Center, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** money and counts: right-aligned, tabular figures */
  numeric?: boolean;
  width?: number | string;
}

interface Props<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  empty?: string;
  footer?: ReactNode;
  caption?: string;
  /** below this width the table scrolls sideways; narrow tables may fit a phone (390 px) */
  minWidth?: number;
}

/** A table with its header kept visible while scrolling, a loader and an empty state. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  empty = 'Nothing here yet.',
  footer,
  caption,
  minWidth = 480,
}: Props<T>) {
  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize
        mah="70vh"
        type="auto"
        // A long or wide table scrolls: keyboard users reach it with Tab and scroll with the arrows.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}
      >
        <Table
          stickyHeader
          striped
          highlightOnHover
          verticalSpacing="sm"
          miw={minWidth}
          aria-label={caption}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} className={c.numeric ? 'money' : undefined} w={c.width}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.header} className={c.numeric ? 'money' : undefined}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
        </Table>
        {loading && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {!loading && rows?.length === 0 && <EmptyState text={empty} />}
      </ScrollArea.Autosize>
    </Paper>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Center py={40}>
      <Stack align="center" gap={6}>
        <IconDatabaseOff size={32} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

export function LoadingState() {
  return (
    <Center py={48}>
      <Loader />
    </Center>
  );
}
