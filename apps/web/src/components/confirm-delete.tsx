import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Every delete asks first, through this one dialog. */
export function confirmDelete(options: { title?: string; message: string; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: options.title ?? 'Please confirm',
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
