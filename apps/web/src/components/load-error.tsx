import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
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
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Could not load {what}: {messageOf(error)}
        </Text>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
