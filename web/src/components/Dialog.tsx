/**
 * A modal dialog on the native `<dialog>` element: the page behind is inert, Tab and
 * Shift+Tab cycle inside it, Escape or the close button close it, and focus goes back to
 * what had it before opening. Its content is mounted only while open, so a form inside
 * starts fresh every time. Notifications raised inside show inside the dialog (the page
 * behind a modal dialog is hidden from view and from assistive technology).
 *
 * spec: public-site.md §2.5, §2.6, §2.11 (dialogs; residency proof dialog 600 px wide).
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { NotificationProvider } from './NotificationProvider';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog grows, in CSS pixels (it never exceeds the screen). */
  maxWidth?: number;
  /** Hides the close button (a dialog the visitor must answer). */
  hideClose?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, title, onClose, children, maxWidth = 560, hideClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const restore = opener;
    return () => {
      if (restore.current?.isConnected) restore.current.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 1rem))` }}
      onCancel={(event) => {
        event.preventDefault();
        if (!hideClose) onClose();
      }}
      onKeyDown={trapTab}
    >
      {open && (
        <>
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            {!hideClose && (
              <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <NotificationProvider limit={1}>
            <div className="dialog-body">{children}</div>
          </NotificationProvider>
        </>
      )}
    </dialog>
  );
}
