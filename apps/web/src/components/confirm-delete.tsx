import { i18n } from '../i18n/i18n.ts';
import { confirmAction } from './confirm-action.tsx';

/** Every delete asks first, through this one dialog. */
export function confirmDelete(options: { title?: string; message: string; onConfirm: () => void }) {
  confirmAction({ ...options, confirmLabel: i18n.t('actions.delete'), color: 'red' });
}
