import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * The dialog a delete that the server would refuse opens instead of "Delete?":
 * what stands in the way, before the user tries, and only a Close button.
 */
export function cannotDelete(options: { title: string; reasons: string[]; advice: string }) {
  const id = modals.open({
    title: options.title,
    children: (
      <Stack gap="sm">
        <Text size="sm">It is still used by:</Text>
        <List size="sm" spacing={4} data-testid="delete-blockers">
          {options.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {options.advice}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(id)} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    ),
  });
}
