/**
 * A question the visitor must answer before something they would lose happens (the site's
 * own dialog, not the browser's `confirm`): the title, what happens, and two buttons — the
 * safe choice first, the consequential one second. Escape or Close keeps things as they are.
 *
 * spec: issue 11 item 8 (leaving a trip in progress asks before emptying the cart).
 */
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The safe choice's label, e.g. "Keep my trip". */
  keepLabel: string;
  /** The consequential choice's label, e.g. "Empty the cart". */
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onKeep} maxWidth={440}>
      {children}
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onKeep}>
          {keepLabel}
        </button>
        <button type="button" className="button secondary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
