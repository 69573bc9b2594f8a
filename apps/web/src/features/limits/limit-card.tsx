import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LimitRecord } from '@tiraj/domain/contracts';
import { RowActions } from '../../components/row-actions.tsx';
import { htg } from '../../lib/format.ts';

/** "All", "supervisor Marie", "seller Jean": whom a record limits, in a sentence. */
export function ownerLabel(record: LimitRecord): string {
  if (record.seller) return `seller ${record.seller.userName}`;
  if (record.superVisor) return `supervisor ${record.superVisor.userName}`;
  return 'All';
}

function Owner({ record }: { record: LimitRecord }) {
  const [kind, name, color] = record.seller
    ? ['Seller', record.seller.userName, 'haiti']
    : record.superVisor
      ? ['Supervisor', record.superVisor.userName, 'violet']
      : ['All', 'Whole company', 'teal'];
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color={color} style={{ flexShrink: 0 }}>
          {kind}
        </Badge>
        <Text fw={600} truncate="end" title={name}>
          {name}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" truncate="end" title={record.lotteryCategoryName}>
        {record.lotteryCategoryName}
      </Text>
    </Stack>
  );
}

/** One limit record: its owner, its category and the nine games' limits (read-only). */
export function LimitCard(props: {
  record: LimitRecord;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { record, onEdit, onDelete } = props;
  return (
    <Card withBorder radius="md" padding="md" data-testid="limit-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Owner record={record} />
        <RowActions
          name={`${ownerLabel(record)} ${record.lotteryCategoryName}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
      <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
        {record.limits.map((entry) => (
          <Stack key={entry.gameCategory} gap={0} data-testid={`limit-${entry.gameCategory}`}>
            <Text size="xs" c="dimmed" fw={600}>
              {entry.gameCategory}
            </Text>
            {entry.limitsButs === null ? (
              <Text size="sm" c="dimmed">
                No limit
              </Text>
            ) : (
              <Text size="sm" fw={600} className="money" ta="left">
                {htg(entry.limitsButs)}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
