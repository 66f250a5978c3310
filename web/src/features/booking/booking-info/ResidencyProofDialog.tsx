/**
 * The proof-of-residency dialog (600 px wide): for each guest of a category whose rate needs
 * proof (citizen and resident categories), the guest's first and last name and the number of
 * the document they will show at the gate. Only complete rows are kept.
 *
 * spec: public-site.md §2.11 (residency proof dialog, width 600 px), §3 "Proof of residency
 * item", §9; staff-booking.md §5 (an item counts when names, document id and category are
 * filled).
 */
import { Dialog } from '../../../components/Dialog';
import { ResidencyProofForm } from './ResidencyProofForm';

interface ResidencyProofDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Width of the dialog. spec: public-site.md §9. */
const PROOF_DIALOG_WIDTH = 600;

export function ResidencyProofDialog({ open, onClose }: ResidencyProofDialogProps) {
  return (
    <Dialog open={open} title="Proof of residency" onClose={onClose} maxWidth={PROOF_DIALOG_WIDTH}>
      <ResidencyProofForm onDone={onClose} />
    </Dialog>
  );
}
