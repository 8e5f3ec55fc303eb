import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the content; the close icon is always there. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it and
 * the rest of the page is inert while it is open.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
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
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-brand-950/50 ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {open && (
        // The content scrolls between a fixed title bar and footer (min-h-0 lets it shrink to do so).
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="-m-1 rounded p-1 text-muted hover:bg-slate-100 hover:text-ink"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          {/* Focusable, so that a long content without controls scrolls from the keyboard too. */}
          <div tabIndex={0} className="min-h-0 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's spinner while the confirmed call runs. */
  busy?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Asks before an action that cannot be undone (sending points, blocking a seller). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy,
  confirmLabel,
  cancelLabel,
}: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <div className="text-base">{message}</div>
    </Modal>
  );
}
