/**
 * A full-screen modal dialog (the native `<dialog>`, so focus stays inside and Escape closes
 * it) with its title and a Close button; the staff wizard's Camping Multi-Arrivals and Escapes
 * dialogs sit in it. `narrow`: 600 px wide instead (the whole width on a phone), as the Use
 * Booking Reference dialog is.
 *
 * spec: staff-booking.md §2.3 (full-screen dialog), §2.4, §2.7 (dialog width 600 px).
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface FullDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  narrow?: boolean;
}

/** Shown while mounted. */
export function FullDialog({ title, onClose, children, narrow = false }: FullDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={narrow ? 'full-dialog narrow-dialog' : 'full-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="full-dialog-heading">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
