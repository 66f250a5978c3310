/**
 * The BOOKING SUMMARY card: the dates and nights, then conservation entry fees, vehicle fees,
 * accommodation, conservation activities, donations and proof of residency — each line with
 * its figure and a delete button, each section with its empty state — and the TOTAL AMOUNT.
 * Figures are the API's quote in the visitor's currency (a local preview while it is on its
 * way, marked busy). Choosing an accommodation keeps it as the only one and goes to the
 * activity selection.
 *
 * spec: public-site.md §2.9, §1 (thousands separators, whole numbers).
 */
import { nights } from '@hifadhi/shared/dates/fee-days';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format-date';
import { useTripQuote } from '../quote/use-trip-quote';
import { useTrip } from '../trip/trip-context';
import { amountsFor } from './match-quote-lines';
import { SummaryLine } from './SummaryLine';
import { SummarySection } from './SummarySection';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export function BookingSummary() {
  const { trip, dispatch } = useTrip();
  const navigate = useNavigate();
  const { quote, pending, error } = useTripQuote();
  const currency = quote?.currency ?? trip.user.currency;
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatMoney(amount, currency);
  const { check_in, check_out } = trip.user;
  const stayNights = check_in && check_out ? nights(check_in, check_out) : null;

  const conservationAmounts = amountsFor(
    quote?.lines,
    'conservation',
    trip.conservation.map((entry) => entry.payment_public_id),
  );
  const vehicleAmounts = amountsFor(
    quote?.lines,
    'vehicle',
    trip.vehicles.map((entry) => entry.vehicle_public_id),
  );
  const facilityAmounts = amountsFor(
    quote?.lines,
    'accommodation',
    trip.facilities.map((line) => line.public_id),
  );
  const activityAmounts = amountsFor(
    quote?.lines,
    'activity',
    trip.activities.map((line) => line.public_id),
  );
  const donationAmounts = amountsFor(
    quote?.lines,
    'donation',
    trip.donations.map((line) => line.cause ?? ''),
  );
  const hasLines =
    trip.conservation.length +
      trip.vehicles.length +
      trip.facilities.length +
      trip.activities.length +
      trip.donations.length >
    0;
  const total = quote ? quote.totals.amount_due : hasLines ? undefined : 0;

  return (
    <aside className="summary-card" aria-labelledby="summary-title" aria-busy={pending}>
      <h2 id="summary-title">BOOKING SUMMARY</h2>
      <p className="summary-dates">
        {check_in && check_out ? (
          <>
            {formatDate(check_in)} → {formatDate(check_out)}
            <span> · {plural(stayNights ?? 0, 'night')}</span>
          </>
        ) : (
          'Choose your check-in and check-out dates'
        )}
      </p>
      <SummarySection title="Conservation entry fees" empty="No conservation fees">
        {trip.conservation.map((entry, index) => (
          <SummaryLine
            key={entry.payment_public_id}
            label={entry.payment_person}
            detail={plural(entry.payment_guests, 'guest')}
            amount={money(conservationAmounts[index])}
            onDelete={() =>
              dispatch({
                type: 'remove_guest_category',
                payment_public_id: entry.payment_public_id,
              })
            }
          />
        ))}
      </SummarySection>
      <SummarySection title="Vehicle fees" empty="No vehicle fees">
        {trip.vehicles.map((entry, index) => (
          <SummaryLine
            key={entry.vehicle_public_id}
            label={entry.vehicle_charge_category}
            detail={plural(entry.vehicles, 'vehicle')}
            amount={money(vehicleAmounts[index])}
            onDelete={() =>
              dispatch({
                type: 'remove_vehicle_category',
                vehicle_public_id: entry.vehicle_public_id,
              })
            }
          />
        ))}
      </SummarySection>
      <SummarySection title="Accommodation" empty="No accommodation selected">
        {trip.facilities.map((line, index) => (
          <SummaryLine
            key={line.line_id}
            label={line.name}
            detail={`${formatDate(line.start_date)} → ${formatDate(line.end_date)}, ${plural(line.adults, 'adult')}, ${plural(line.children, 'child', 'children')}`}
            amount={money(facilityAmounts[index])}
            onDelete={() => dispatch({ type: 'remove_facility', line_id: line.line_id })}
            action={
              <button
                type="button"
                className="text-button"
                onClick={() => {
                  dispatch({ type: 'keep_only_facility', line_id: line.line_id });
                  navigate('/activity-selection');
                }}
              >
                Choose activities for this stay
                <span className="visually-hidden">: {line.name}</span>
              </button>
            }
          />
        ))}
      </SummarySection>
      <SummarySection title="Conservation activities" empty="No activities selected">
        {trip.activities.map((line, index) => (
          <SummaryLine
            key={line.line_id}
            label={line.name}
            detail={`${formatDate(line.date)}, ${
              line.ranger_marker
                ? plural(line.rangers, 'ranger')
                : `${plural(line.adults + line.extra_pax_adults, 'adult')}, ${plural(line.children + line.extra_pax_children, 'child', 'children')}`
            }`}
            amount={money(activityAmounts[index])}
            onDelete={() => dispatch({ type: 'remove_activity', line_id: line.line_id })}
          />
        ))}
      </SummarySection>
      <SummarySection title="Donations" empty="No donations">
        {trip.donations.map((line, index) => (
          <SummaryLine
            key={line.line_id}
            label={`Donation: ${line.donation_to}`}
            amount={money(donationAmounts[index])}
            onDelete={() => dispatch({ type: 'remove_donation', line_id: line.line_id })}
          />
        ))}
      </SummarySection>
      <SummarySection title="Proof of residency" empty="No proof of residency added">
        {trip.proof_of_residency.map((item, index) => (
          <SummaryLine
            key={`${item.payment_public_id}-${item.document_id}`}
            label={`${item.first_name} ${item.last_name}`}
            detail={`${item.payment_person}, document ${item.document_id}`}
            amount=""
            onDelete={() =>
              dispatch({
                type: 'set_proof_of_residency',
                items: trip.proof_of_residency.filter((_, other) => other !== index),
              })
            }
          />
        ))}
      </SummarySection>
      {error && (
        <p className="summary-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="summary-total">
        <span>TOTAL AMOUNT</span>
        <span className="amount total-amount" data-testid="total-amount">
          {total !== undefined ? (
            formatMoney(total, currency)
          ) : error ? (
            '—'
          ) : (
            <Spinner label="Pricing your trip" />
          )}
        </span>
      </div>
    </aside>
  );
}
