/**
 * The liability disclaimer, shown in a dialog when the booking information page opens. Agree
 * ticks the disclaimer box; closing leaves it for the visitor to tick.
 *
 * spec: public-site.md §2.11 (a liability disclaimer dialog that opens on load), §4 (the
 * disclaimer checkbox is enabled only after the disclaimer has been viewed; Agree ticks it).
 */
import { Dialog } from '../../../components/Dialog';
import { DisclaimerText } from './DisclaimerText';

interface DisclaimerDialogProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

export function DisclaimerDialog({ open, onClose, onAgree }: DisclaimerDialogProps) {
  return (
    <Dialog open={open} title="Liability disclaimer" onClose={onClose}>
      <DisclaimerText />
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onAgree}>
          Agree
        </button>
      </div>
    </Dialog>
  );
}
