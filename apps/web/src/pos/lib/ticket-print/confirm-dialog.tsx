import { useEffect, useId, useRef, type ReactNode } from 'react';
import './pos-kit.css';

/**
 * Asks before anything that cannot be undone (paying out, cancelling a ticket).
 * A modal `<dialog>`: focus stays inside, Escape answers no.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="pk-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="pk-dialog-title">
            {title}
          </h2>
          {children}
          <div className="pk-actions">
            <button
              type="button"
              className="pk-btn pk-btn-quiet"
              onClick={onCancel}
              disabled={busy}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className={`pk-btn pk-btn-primary${danger ? ' pk-btn-danger' : ''}`}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              autoFocus={!danger}
            >
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
