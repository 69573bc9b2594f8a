import { Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { PercentageLimit } from '@tiraj/domain/contracts';
import { RowActions } from '../../components/row-actions.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { PERCENT_DISPLAY, percentOf, shownPercent } from './percent-fields.ts';

/** One lottery category's eight read-only percents, with edit and delete. */
export function PercentageLimitCard(props: {
  limit: PercentageLimit;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { limit, onEdit, onDelete } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="percentage-limit-card"
      aria-label={limit.lotteryCategoryName}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm" gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {limit.lotteryCategoryName}
        </Text>
        <RowActions name={limit.lotteryCategoryName} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <SimpleGrid cols={4} spacing="xs" verticalSpacing="xs">
        {PERCENT_DISPLAY.map(({ game, label }) => {
          const value = percentOf(limit.limits, game);
          return (
            <TextInput
              key={game}
              label={label}
              value={value === '' ? '' : shownPercent(value, currentLocale())}
              readOnly
              variant="filled"
              size="xs"
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
