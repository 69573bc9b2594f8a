import { confirmAction } from './confirm-action.tsx';

/** Every delete asks first, through this one dialog. */
export function confirmDelete(options: { title?: string; message: string; onConfirm: () => void }) {
  confirmAction({ ...options, confirmLabel: 'Delete', color: 'red' });
}
