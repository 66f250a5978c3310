/**
 * The content of the activity dialog: activity date (within the stay), then adults and
 * children — or rangers for a ranger activity — limited by the free slots, extras where the
 * activity has them, a residency category for each group, the special options (preferred
 * time, pick-up location), and the conservation and vehicle fees of the trip. Adding checks
 * the spec's rules in order, stores the line with the conservation and vehicle data, and hands
 * the line to `onAdded`.
 *
 * spec: public-site.md §2.5, §2.7 (BOOK NOW), §4 (available slots), §5 "Activity
 * add-to-cart", §9 (special options).
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { useId, useState } from 'react';
import { Counter } from '../../../components/Counter';
import { DateField } from '../../../components/DateField';
import { useNotify } from '../../../components/notification-context';
import { Tabs } from '../../../components/Tabs';
import { conservancyToday } from '../../../lib/today';
import { useConservationFees, useLookups } from '../../catalogue/catalogue-queries';
import type { PublicActivity } from '../../catalogue/catalogue-types';
import { useActivityAvailability } from '../availability/availability-queries';
import { ConservationFeesPanel, type EntryFees } from '../conservation/ConservationFeesPanel';
import { newLineId } from '../trip/new-line-id';
import { useTrip } from '../trip/trip-context';
import type { CartActivity } from '../trip/trip-types';
import { type ActivityCartCheck, activityCartProblem } from './activity-cart-problem';
import { DEFAULT_SLOTS, slotsLeft } from './guest-capacity';
import { ResidencySelect } from './ResidencySelect';
import { partyResidency } from './residency-options';

export interface ActivityCartFormProps {
  activity: PublicActivity;
  /** 'cart': ADD TO CART; 'reservation': the activity page's BOOK NOW. */
  mode: 'cart' | 'reservation';
  onAdded: (line: CartActivity) => void;
}

export function ActivityCartForm({ activity, mode, onAdded }: ActivityCartFormProps) {
  const { trip, dispatch } = useTrip();
  const notify = useNotify();
  const lookups = useLookups();
  const fees = useConservationFees();
  const today = conservancyToday();
  const ids = { time: useId(), pickUp: useId() };
  const defaultResidency = partyResidency(trip.conservation, fees.data ?? []);
  const [date, setDate] = useState(trip.user.check_in);
  const [counts, setCounts] = useState({
    adults: 0,
    children: 0,
    rangers: 0,
    extra_pax_adults: 0,
    extra_pax_children: 0,
  });
  const [residency, setResidency] = useState<Record<string, Residency | null>>({
    residency_adults: defaultResidency,
    residency_children: defaultResidency,
    residency_extra_adults: null,
    residency_extra_children: null,
  });
  const [timeFrame, setTimeFrame] = useState<string | null>(null);
  const [pickUp, setPickUp] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ActivityCartCheck['fields']>({});
  const [entryFees, setEntryFees] = useState<EntryFees>({
    conservation: trip.conservation,
    vehicles: trip.vehicles,
  });
  const [tab, setTab] = useState('availability');

  const availability = useActivityAvailability(activity.public_id, date);
  const capacity = availability.data?.available_slots ?? (activity.maximum_guests || DEFAULT_SLOTS);
  const total =
    counts.adults + counts.children + counts.extra_pax_adults + counts.extra_pax_children;
  const maxFor = (field: keyof typeof counts) => slotsLeft(capacity, total - counts[field]);
  const setCount = (field: keyof typeof counts) => (value: number) =>
    setCounts((current) => ({ ...current, [field]: value }));

  const draft = {
    ranger_marker: activity.ranger_marker,
    check_in: trip.user.check_in,
    check_out: trip.user.check_out,
    date,
    ...counts,
    residency_adults: residency.residency_adults ?? null,
    residency_children: residency.residency_children ?? null,
    residency_extra_adults: residency.residency_extra_adults ?? null,
    residency_extra_children: residency.residency_extra_children ?? null,
  };

  const add = () => {
    const check = activityCartProblem(draft);
    setFieldErrors(check.fields);
    if (check.problem) {
      notify({ ...check.problem, tone: 'warning' });
      return;
    }
    if (Object.keys(check.fields).length > 0) {
      setTab('availability');
      return;
    }
    const line: CartActivity = {
      line_id: newLineId(),
      public_id: activity.public_id,
      name: activity.name,
      ...draft,
      adults: activity.ranger_marker ? 0 : counts.adults,
      children: activity.ranger_marker ? 0 : counts.children,
      rangers: activity.ranger_marker ? counts.rangers : 0,
      time_frame: timeFrame,
      pick_up_location: pickUp,
    };
    dispatch({ type: 'set_conservation', entries: entryFees.conservation });
    dispatch({ type: 'set_vehicles', entries: entryFees.vehicles });
    dispatch({ type: 'add_activity', line });
    onAdded(line);
  };

  const residencyField = (field: keyof ActivityCartCheck['fields'], label: string) => (
    <ResidencySelect
      label={label}
      value={residency[field] ?? null}
      error={fieldErrors[field]}
      onChange={(value) => setResidency((current) => ({ ...current, [field]: value }))}
    />
  );

  const availabilityTab = (
    <div className="form-stack">
      <DateField
        label="Activity date"
        today={today}
        min={trip.user.check_in > today ? trip.user.check_in : today}
        max={trip.user.check_out || undefined}
        outOfRange="Choose a date within your stay."
        value={date}
        onChange={setDate}
      />
      <p className="availability-note" aria-live="polite">
        {date && availability.data
          ? availability.data.available_slots > 0
            ? `${availability.data.available_slots} slots available`
            : 'Full on this date: no places left'
          : ''}
      </p>
      {date && (
        <div className="counter-group">
          {activity.ranger_marker ? (
            <>
              <Counter
                label="Rangers"
                value={counts.rangers}
                max={capacity}
                onChange={setCount('rangers')}
              />
              {residencyField('residency_adults', 'Residency of the party')}
            </>
          ) : (
            <>
              <Counter
                label="Adults"
                value={counts.adults}
                max={maxFor('adults')}
                onChange={setCount('adults')}
              />
              {counts.adults > 0 && residencyField('residency_adults', 'Residency of the adults')}
              <Counter
                label="Children"
                value={counts.children}
                max={maxFor('children')}
                onChange={setCount('children')}
              />
              {counts.children > 0 &&
                residencyField('residency_children', 'Residency of the children')}
              {activity.has_extras && (
                <>
                  <Counter
                    label="Extra adults"
                    value={counts.extra_pax_adults}
                    max={maxFor('extra_pax_adults')}
                    onChange={setCount('extra_pax_adults')}
                  />
                  {counts.extra_pax_adults > 0 &&
                    residencyField('residency_extra_adults', 'Residency of the extra adults')}
                  <Counter
                    label="Extra children"
                    value={counts.extra_pax_children}
                    max={maxFor('extra_pax_children')}
                    onChange={setCount('extra_pax_children')}
                  />
                  {counts.extra_pax_children > 0 &&
                    residencyField('residency_extra_children', 'Residency of the extra children')}
                </>
              )}
            </>
          )}
        </div>
      )}
      {activity.time_frames.length > 0 && (
        <div className="field">
          <label htmlFor={ids.time}>Preferred time</label>
          <select
            id={ids.time}
            value={timeFrame ?? ''}
            onChange={(event) => setTimeFrame(event.target.value || null)}
          >
            <option value="">Any time</option>
            {activity.time_frames.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      )}
      {activity.pick_up_location && (
        <div className="field">
          <label htmlFor={ids.pickUp}>Pick-up location</label>
          <select
            id={ids.pickUp}
            value={pickUp ?? ''}
            onChange={(event) => setPickUp(event.target.value || null)}
          >
            <option value="">No pick-up</option>
            {(lookups.data?.pick_up_locations ?? []).map((location) => (
              <option key={location.location_public_id} value={location.location_public_id}>
                {location.location_name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
  const feesTab = (
    <ConservationFeesPanel
      value={entryFees}
      onChange={setEntryFees}
      currency={trip.user.currency}
    />
  );

  return (
    <div className="cart-form">
      <Tabs
        label="Booking details"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'fees', label: 'Conservation Fees', content: feesTab },
          { id: 'availability', label: 'Availability', content: availabilityTab },
        ]}
      />
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={add}>
          {mode === 'cart' ? 'ADD TO CART' : 'BOOK NOW'}
        </button>
      </div>
    </div>
  );
}
