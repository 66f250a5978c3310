/**
 * The activity dialog (ADD TO CART, or BOOK NOW on the activity page) around
 * `ActivityCartForm`; it closes once the line is added.
 *
 * spec: public-site.md §2.5, §2.7.
 */
import { Dialog } from '../../../components/Dialog';
import { ActivityCartForm, type ActivityCartFormProps } from './ActivityCartForm';

interface ActivityCartDialogProps extends ActivityCartFormProps {
  open: boolean;
  onClose: () => void;
}

export function ActivityCartDialog({ open, onClose, onAdded, ...form }: ActivityCartDialogProps) {
  const title = form.mode === 'cart' ? 'ADD TO CART' : 'BOOK NOW';
  return (
    <Dialog open={open} title={`${title}: ${form.activity.name}`} onClose={onClose} maxWidth={640}>
      <ActivityCartForm
        {...form}
        onAdded={(line) => {
          onAdded(line);
          onClose();
        }}
      />
    </Dialog>
  );
}
