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
import { useTranslation } from 'react-i18next';
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
  /** Issue 39, a branch's card: the badge of rates it takes from elsewhere (the company's), and the set button */
  words?: { defaultBadge: string; set: string; setFor: string };
}) {
  const { categoryName, rates, isDefault, onEdit, onDelete, words } = props;
  const { t } = useTranslation(['company', 'common']);
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
              {words?.defaultBadge ?? t('paymentTerms.defaultRates')}
            </Badge>
          )}
        </div>
        {isDefault ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onEdit}
            aria-label={words?.setFor ?? t('paymentTerms.setTermsFor', { name: categoryName })}
            style={{ flexShrink: 0 }}
          >
            {words?.set ?? t('paymentTerms.setTerms')}
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('common:actions.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('people.editNamed', { name: categoryName })}
                onClick={onEdit}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            {onDelete && (
              <Tooltip label={t('common:actions.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('people.deleteNamed', { name: categoryName })}
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
        {RATE_FIELDS.map(({ key, maxLength }) => (
          <TextInput
            key={key}
            label={t(`paymentTerms.rates.${key}`)}
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
