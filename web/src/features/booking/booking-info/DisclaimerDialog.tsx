/**
 * The liability disclaimer, shown in a dialog when the booking information page opens. Agree
 * ticks the disclaimer box; closing leaves it for the visitor to tick.
 *
 * spec: public-site.md §2.11 (a liability disclaimer dialog that opens on load), §4 (the
 * disclaimer checkbox is enabled only after the disclaimer has been viewed; Agree ticks it).
 */
import { Dialog } from '../../../components/Dialog';
import { conservancy } from '../../../lib/conservancy-contact';

interface DisclaimerDialogProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

export function DisclaimerDialog({ open, onClose, onAgree }: DisclaimerDialogProps) {
  return (
    <Dialog open={open} title="Liability disclaimer" onClose={onClose}>
      <div className="disclaimer-text">
        <p>
          {conservancy.name} is a home to wild animals. Visiting, walking, driving, camping and
          taking part in any activity in the conservancy carries risks that care cannot remove: wild
          animals are unpredictable, roads are rough, and help may be far away.
        </p>
        <p>
          By booking you accept these risks for yourself and for everyone in your party, including
          children in your care. You agree to follow the code of conduct and the instructions of
          rangers and staff at all times.
        </p>
        <p>
          The conservancy, its staff and partners are not liable for injury, loss or damage to
          persons or property, except where caused by their own negligence. We recommend travel and
          medical insurance for every guest.
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onAgree}>
          Agree
        </button>
      </div>
    </Dialog>
  );
}
