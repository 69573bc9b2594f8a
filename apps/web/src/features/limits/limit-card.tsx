import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LimitRecord } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/row-actions.tsx';
import { htg } from '../../lib/format.ts';
import { useCan } from '../../lib/use-can.ts';

/** "All", "supervisor Marie", "seller Jean": whom a record limits, in a sentence. */
export function ownerLabel(record: LimitRecord, t: TFunction<['company', 'common']>): string {
  if (record.seller) return t('limits.ownerSeller', { name: record.seller.userName });
  if (record.superVisor) return t('limits.ownerSupervisor', { name: record.superVisor.userName });
  return t('limits.ownerAll');
}

function Owner({ record }: { record: LimitRecord }) {
  const { t } = useTranslation(['company', 'common']);
  const [kind, name, color] = record.seller
    ? [t('common:fields.seller'), record.seller.userName, 'haiti']
    : record.superVisor
      ? [t('common:fields.supervisor'), record.superVisor.userName, 'violet']
      : [t('common:choices.all'), t('limits.wholeCompany'), 'teal'];
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
  // Issue 39: a staff account whose role changes no rule sees no button.
  const may = useCan('rules');
  const { t } = useTranslation(['company', 'common']);
  return (
    <Card withBorder radius="md" padding="md" data-testid="limit-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Owner record={record} />
        <RowActions
          name={`${ownerLabel(record, t)} ${record.lotteryCategoryName}`}
          onEdit={may ? onEdit : undefined}
          onDelete={may ? onDelete : undefined}
        />
      </Group>
      {/* By the card's own width: "17 500,00 HTG" does not fit a third of a phone's card. */}
      <SimpleGrid type="container" cols={{ base: 2, '20rem': 3 }} spacing="xs" verticalSpacing="xs">
        {record.limits.map((entry) => (
          <Stack key={entry.gameCategory} gap={0} data-testid={`limit-${entry.gameCategory}`}>
            <Text size="xs" c="dimmed" fw={600}>
              {entry.gameCategory}
            </Text>
            {entry.limitsButs === null ? (
              <Text size="sm" c="dimmed">
                {t('limits.noLimit')}
              </Text>
            ) : (
              // Tabular figures, but free to put HTG on a second line in a narrow column.
              <Text size="sm" fw={600} ta="left" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {htg(entry.limitsButs)}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
