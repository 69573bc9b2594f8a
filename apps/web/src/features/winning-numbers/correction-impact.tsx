import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UpdateWinningNumberBody } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { htg } from '../../lib/format.ts';
import { useCorrectionImpact } from './api.ts';

/**
 * In the correction's confirmation (issue 38): the paid tickets the new numbers turn into losers
 * or make pay less, per company, with the cash handed over and what was paid beyond what they win
 * now; each company is told on save. None: the admin reads so, and confirms as before.
 */
export function CorrectionImpactNote({ id, body }: { id: string; body: UpdateWinningNumberBody }) {
  const { t } = useTranslation('admin');
  const impact = useCorrectionImpact(id, body);
  if (impact.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('correctedPayouts.checking')}</Text>
      </Group>
    );
  // Never silent: the admin must know the check did not run before saving anyway.
  if (impact.isError)
    return (
      <Alert color="orange" variant="light" data-testid="correction-impact">
        <Text size="sm">{t('correctedPayouts.unchecked')}</Text>
      </Alert>
    );
  if (!impact.data.length)
    return (
      <Text size="sm" data-testid="correction-impact">
        {t('correctedPayouts.none')}
      </Text>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('correctedPayouts.title')}
      data-testid="correction-impact"
    >
      <List size="sm" spacing={4}>
        {impact.data.map((c) => (
          <List.Item key={c.companyId}>
            {t('correctedPayouts.company', {
              company: c.company,
              count: c.tickets,
              paidOut: htg(c.paidOut),
              overpaid: htg(c.overpaid),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('correctedPayouts.told')}
      </Text>
    </Alert>
  );
}
