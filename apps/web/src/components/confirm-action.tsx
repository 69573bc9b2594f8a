import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The app's one confirm dialog: a question, Cancel, and the action's own button. */
export function confirmAction(options: {
  title?: string;
  message: string;
  confirmLabel: string;
  color?: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: options.title ?? 'Please confirm',
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel, cancel: 'Cancel' },
    confirmProps: options.color ? { color: options.color } : undefined,
    onConfirm: options.onConfirm,
  });
}
