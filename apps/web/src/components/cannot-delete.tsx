import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/**
 * The dialog a delete that the server would refuse opens instead of "Delete?":
 * what stands in the way, before the user tries, and only a Close button.
 */
export function cannotDelete(options: { title: string; reasons: string[]; advice: string }) {
  const id = modals.open({
    title: options.title,
    children: (
      <Stack gap="sm">
        <Text size="sm">{i18n.t('dialogs.stillUsedBy')}</Text>
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
            {i18n.t('actions.close')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
