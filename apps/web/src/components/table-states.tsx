import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';

/** What a list says when it has nothing to show. */
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
