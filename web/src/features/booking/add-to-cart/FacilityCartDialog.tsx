/**
 * The campsite / accommodation dialog (ADD TO CART, or BOOKING DETAILS on the facility page)
 * around `FacilityCartForm`; it closes once the line is added.
 *
 * spec: public-site.md §2.5, §2.6.
 */
import { Dialog } from '../../../components/Dialog';
import { FacilityCartForm, type FacilityCartFormProps } from './FacilityCartForm';

interface FacilityCartDialogProps extends FacilityCartFormProps {
  open: boolean;
  onClose: () => void;
}

export function FacilityCartDialog({ open, onClose, onAdded, ...form }: FacilityCartDialogProps) {
  const title = form.mode === 'cart' ? 'ADD TO CART' : 'BOOKING DETAILS';
  return (
    <Dialog
      open={open}
      title={`${title}: ${form.facility?.name ?? ''}`.replace(/: $/, '')}
      onClose={onClose}
      maxWidth={640}
    >
      <FacilityCartForm
        {...form}
        onAdded={(line) => {
          onAdded(line);
          onClose();
        }}
      />
    </Dialog>
  );
}
