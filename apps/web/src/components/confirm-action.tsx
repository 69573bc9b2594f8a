import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/** The app's one confirm dialog: a question, Cancel, and the action's own button. */
export function confirmAction(options: {
  title?: string;
  message: string;
  confirmLabel: string;
  color?: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: options.title ?? i18n.t('dialogs.pleaseConfirm'),
    // A message of two lines (a permanent delete's warning) keeps its line break.
    children: (
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {options.message}
      </Text>
    ),
    labels: { confirm: options.confirmLabel, cancel: i18n.t('actions.cancel') },
    confirmProps: options.color ? { color: options.color } : undefined,
    onConfirm: options.onConfirm,
  });
}
