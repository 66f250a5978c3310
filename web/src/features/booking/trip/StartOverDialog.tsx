/**
 * Asks before a trip in progress is emptied: what the cart holds and for which dates, then
 * "Keep my trip" or "Empty the cart and start over".
 *
 * spec: public-site.md §2.4 (home empties the carts), §2.10 (Start Over); issue 11 item 8.
 */
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/format-date';
import { useTrip } from './trip-context';
import { cartLineCount } from './trip-in-progress';

interface StartOverDialogProps {
  open: boolean;
  onKeep: () => void;
  onStartOver: () => void;
}

export function StartOverDialog({ open, onKeep, onStartOver }: StartOverDialogProps) {
  const { trip } = useTrip();
  const { check_in, check_out } = trip.user;
  const lines = cartLineCount(trip);
  return (
    <ConfirmDialog
      open={open}
      title="Start a new trip?"
      keepLabel="Keep my trip"
      confirmLabel="Empty the cart and start over"
      onKeep={onKeep}
      onConfirm={onStartOver}
    >
      <p>
        Your cart holds {lines} {lines === 1 ? 'item' : 'items'}
        {check_in && check_out ? ` for ${formatDate(check_in)} to ${formatDate(check_out)}` : ''}.
        Starting a new trip empties it.
      </p>
    </ConfirmDialog>
  );
}
