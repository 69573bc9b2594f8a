import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { PaymentRates } from '@tiraj/domain';
import { RATE_FIELDS } from './rate-fields.ts';

/**
 * One lottery category's payout multipliers, read-only. Without a term of its
 * own the company pays the official rates, shown and marked as such.
 */
export function PaymentTermCard(props: {
  categoryName: string;
  rates: PaymentRates;
  isDefault: boolean;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { categoryName, rates, isDefault, onEdit, onDelete } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="payment-term-card"
      aria-label={categoryName}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {categoryName}
          </Text>
          {isDefault && (
            <Badge variant="light" color="gray" size="sm" mt={4}>
              Default rates
            </Badge>
          )}
        </div>
        {isDefault ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onEdit}
            aria-label={`Set terms for ${categoryName}`}
            style={{ flexShrink: 0 }}
          >
            Set terms
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${categoryName}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            {onDelete && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${categoryName}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={4} spacing="xs" verticalSpacing="xs">
        {RATE_FIELDS.map(({ key, label, maxLength }) => (
          <TextInput
            key={key}
            label={label}
            value={String(rates[key])}
            readOnly
            maxLength={maxLength}
            variant="filled"
            size="xs"
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
