import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, EmptyState, type Column } from './data-table.tsx';

interface Props<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  empty?: string;
  caption?: string;
}

/**
 * A DataTable on wide screens; on a phone, one card per row so nothing hides
 * behind a sideways scroll: the first column is the card's title, an
 * "Actions" column sits beside it, the other columns are labelled below.
 */
export function ResponsiveTable<T>(props: Props<T>) {
  const phone = useMediaQuery('(max-width: 36em)');
  if (!phone) return <DataTable {...props} />;

  const { columns, rows, rowKey, loading, empty = 'Nothing here yet.', caption } = props;
  const [title, ...rest] = columns;
  const actions = rest.find((c) => c.header === 'Actions');
  const fields = rest.filter((c) => c !== actions);
  return (
    <Stack gap="sm">
      {/* The list holds only its items (an empty list, or a loader inside it, breaks its role). */}
      {!!rows?.length && (
        <Stack gap="sm" aria-label={caption} role="list">
          {rows.map((row) => (
            <Paper key={rowKey(row)} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {title?.cell(row)}
                </Text>
                {actions?.cell(row)}
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt={6}>
                {fields.map((c) => (
                  <div key={c.header} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" fw={600}>
                      {c.header}
                    </Text>
                    <div style={{ overflowWrap: 'anywhere' }}>{c.cell(row)}</div>
                  </div>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
      {loading && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {!loading && rows?.length === 0 && (
        <Paper withBorder radius="md">
          <EmptyState text={empty} />
        </Paper>
      )}
    </Stack>
  );
}
