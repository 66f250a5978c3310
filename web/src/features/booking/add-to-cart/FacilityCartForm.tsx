/**
 * The content of the campsite / accommodation dialog: which facility, start and end dates,
 * catering type (Pelican House only), then — once a start date is chosen — rooms, adults and
 * children limited by the free capacity, extras where the facility has them, and the
 * conservation and vehicle fees of the trip. Adding checks the spec's rules in order, stores
 * the line with the conservation and vehicle data, and hands the line to `onAdded`.
 *
 * spec: public-site.md §2.5 (Add to cart dialogs), §2.6 (BOOKING DETAILS dialog, Make
 * Reservation), §4 (availability check reveals participant selectors), §5, §9. A facility
 * full for the dates says so and takes no guests (issue 11 item 8).
 */
import { messages } from '@hifadhi/shared/messages';
import { useId, useState } from 'react';
import { Counter } from '../../../components/Counter';
import { DateField } from '../../../components/DateField';
import { useNotify } from '../../../components/notification-context';
import { Tabs } from '../../../components/Tabs';
import { conservancyToday } from '../../../lib/today';
import { useLookups } from '../../catalogue/catalogue-queries';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import { useFacilityAvailability } from '../availability/availability-queries';
import { facilityStatus, facilityStatusText } from '../availability/facility-status';
import { ConservationFeesPanel, type EntryFees } from '../conservation/ConservationFeesPanel';
import { newLineId } from '../trip/new-line-id';
import { useTrip } from '../trip/trip-context';
import type { CartFacility } from '../trip/trip-types';
import { FULLY_BOOKED, fullMessage, MISSING_DATA } from './cart-problem';
import { publicCateringTypes } from './catering-types';
import { facilityCartProblem, isPelican } from './facility-cart-problem';
import { facilityGuestCapacity, hasRooms, slotsLeft } from './guest-capacity';

export interface FacilityCartFormProps {
  /** The facility the dialog was opened for, if any. */
  facility: PublicFacility | null;
  /** The facilities the visitor may choose from. */
  choices: PublicFacility[];
  /** Wording of the campsite or the accommodation variant. */
  kind: 'campsite' | 'accommodation';
  /** 'cart': ADD TO CART; 'reservation': the facility page's Make Reservation. */
  mode: 'cart' | 'reservation';
  onAdded: (line: CartFacility) => void;
}

export function FacilityCartForm({
  facility,
  choices,
  kind,
  mode,
  onAdded,
}: FacilityCartFormProps) {
  const { trip, dispatch } = useTrip();
  const notify = useNotify();
  const lookups = useLookups();
  const today = conservancyToday();
  const ids = { facility: useId(), catering: useId() };
  const [facilityId, setFacilityId] = useState(facility?.public_id ?? '');
  const [startDate, setStartDate] = useState(trip.user.check_in);
  const [endDate, setEndDate] = useState(trip.user.check_out);
  const [cateringType, setCateringType] = useState<string | null>(null);
  const [rooms, setRooms] = useState(1);
  const [adults, setAdults] = useState(0);
  const [children, setChildren] = useState(0);
  const [extraAdults, setExtraAdults] = useState(0);
  const [extraChildren, setExtraChildren] = useState(0);
  const [entryFees, setEntryFees] = useState<EntryFees>({
    conservation: trip.conservation,
    vehicles: trip.vehicles,
  });
  const [tab, setTab] = useState('availability');

  const selected = choices.find((choice) => choice.public_id === facilityId) ?? null;
  const availability = useFacilityAvailability(startDate, endDate || startDate);
  const free = availability.data?.find((entry) => entry.public_id === facilityId);
  const status = selected ? facilityStatus(selected, free) : null;
  const withRooms = selected !== null && hasRooms(selected);
  const capacity = facilityGuestCapacity(selected, free, withRooms ? rooms : null);
  const cateringTypes = selected
    ? publicCateringTypes(lookups.data?.pricing_groups ?? [], startDate, selected.lead_time, today)
    : [];

  const checkAvailability = () => {
    if (!startDate) {
      notify({ title: MISSING_DATA, message: messages.startDateRequired, tone: 'warning' });
      return;
    }
    availability.reload();
  };

  const add = () => {
    if (selected && status?.kind === 'full') {
      notify({ title: FULLY_BOOKED, message: fullMessage(selected.name), tone: 'warning' });
      return;
    }
    const problem = facilityCartProblem(
      {
        facility: selected,
        check_in: trip.user.check_in,
        check_out: trip.user.check_out,
        start_date: startDate,
        end_date: endDate,
        catering_type: cateringType,
        adults,
        children,
      },
      kind,
    );
    if (problem || !selected) {
      if (problem) notify({ ...problem, tone: problem.title === 'Error' ? 'error' : 'warning' });
      return;
    }
    const line: CartFacility = {
      line_id: newLineId(),
      public_id: selected.public_id,
      name: selected.name,
      facility_type: selected.facility_type,
      accommodation_type: selected.accomodation_type,
      start_date: startDate,
      end_date: endDate,
      adults,
      children,
      extra_pax_adults: selected.has_extras ? extraAdults : 0,
      extra_pax_children: selected.has_extras ? extraChildren : 0,
      number_of_rooms: withRooms ? rooms : 1,
      catering_type: isPelican(selected) ? cateringType : null,
    };
    dispatch({ type: 'set_conservation', entries: entryFees.conservation });
    dispatch({ type: 'set_vehicles', entries: entryFees.vehicles });
    dispatch({ type: 'add_facility', line });
    onAdded(line);
  };

  const availabilityTab = (
    <div className="form-stack">
      <div className="field">
        <label htmlFor={ids.facility}>{kind === 'campsite' ? 'Campsite' : 'Accommodation'}</label>
        <select
          id={ids.facility}
          value={facilityId}
          onChange={(event) => setFacilityId(event.target.value)}
        >
          <option value="">Select…</option>
          {choices.map((choice) => (
            <option key={choice.public_id} value={choice.public_id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <DateField
          label="Start date"
          today={today}
          value={startDate}
          onChange={(date) => {
            setStartDate(date);
            if (endDate && date > endDate) setEndDate(date);
          }}
        />
        <DateField
          label="End date"
          today={today}
          min={startDate || today}
          outOfRange="The end date cannot be before the start date."
          value={endDate}
          onChange={setEndDate}
        />
      </div>
      {selected && isPelican(selected) && (
        <div className="field">
          <label htmlFor={ids.catering}>Catering type</label>
          <select
            id={ids.catering}
            value={cateringType ?? ''}
            onChange={(event) => setCateringType(event.target.value || null)}
          >
            <option value="">Select…</option>
            {cateringTypes.map((group) => (
              <option key={group.public_id} value={group.public_id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="button secondary" onClick={checkAvailability}>
        Check availability
      </button>
      <p className="availability-note" aria-live="polite">
        {startDate && status ? facilityStatusText(status, selected?.quantity ?? 0) : ''}
      </p>
      {startDate && status?.kind !== 'full' && (
        <div className="counter-group">
          {withRooms && (
            <Counter
              label="Rooms"
              value={rooms}
              min={1}
              max={free?.available_units ?? selected?.quantity}
              onChange={setRooms}
            />
          )}
          <Counter
            label="Adults"
            value={adults}
            max={slotsLeft(capacity, children)}
            onChange={setAdults}
          />
          <Counter
            label="Children"
            value={children}
            max={slotsLeft(capacity, adults)}
            onChange={setChildren}
          />
          {selected?.has_extras && (
            <>
              <Counter label="Extra adults" value={extraAdults} onChange={setExtraAdults} />
              <Counter label="Extra children" value={extraChildren} onChange={setExtraChildren} />
            </>
          )}
        </div>
      )}
    </div>
  );
  const feesTab = (
    <ConservationFeesPanel
      value={entryFees}
      onChange={setEntryFees}
      currency={trip.user.currency}
      date={startDate}
    />
  );
  const tabs =
    mode === 'cart'
      ? [
          { id: 'fees', label: 'Conservation Fees', content: feesTab },
          { id: 'availability', label: 'Availability', content: availabilityTab },
        ]
      : [
          { id: 'availability', label: 'Accommodation Availability', content: availabilityTab },
          { id: 'fees', label: 'Conservation Fees', content: feesTab },
        ];

  return (
    <div className="cart-form">
      <Tabs label="Booking details" tabs={tabs} selected={tab} onSelect={setTab} />
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={add}>
          {mode === 'cart' ? 'ADD TO CART' : 'Make Reservation'}
        </button>
      </div>
    </div>
  );
}
