/**
 * The donation section of the booking information page: a donation in the visitor's currency
 * added to the trip (it is priced with the booking and shown in the summary).
 *
 * spec: public-site.md §2.11 (a donation section), §3 "Donation within a booking".
 */
import { DonationEntry } from '../../donation/DonationEntry';
import { newLineId } from '../trip/new-line-id';
import { useTrip } from '../trip/trip-context';

export function DonationSection() {
  const { trip, dispatch } = useTrip();
  return (
    <fieldset className="form-section">
      <legend>Support conservation (optional)</legend>
      <p className="note">
        Add a donation to your booking; it goes entirely to the cause you pick.
      </p>
      <DonationEntry
        currency={trip.user.currency}
        onAdd={(donation) =>
          dispatch({
            type: 'add_donation',
            line: { line_id: newLineId(), currency: trip.user.currency, ...donation },
          })
        }
      />
    </fieldset>
  );
}
