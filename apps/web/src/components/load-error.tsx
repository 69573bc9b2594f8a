import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../lib/toast.ts';

/**
 * A list that could not be loaded, said on the page itself: SPEC.md §8 keeps
 * some load failures silent (no toast), and an empty list would look like "none".
 */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('lists.couldNotLoad', { what, message: messageOf(error) })}</Text>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
