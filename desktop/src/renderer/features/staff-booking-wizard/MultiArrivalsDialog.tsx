/**
 * The Camping Multi-Arrivals dialog: for one camping site, arrivals with their own dates,
 * adults, children, discount and an 'expected to pay' switch, added with Add Entry, listed with
 * their removal, and Confirm Arrivals makes them one camping line of the booking (priced by the
 * quote as one combined line).
 *
 * spec: staff-booking.md §2.3, §3.8, §4 (Confirm Arrivals: one combined line), §5 (adults,
 * children and discount not below 0; discount 0-100%).
 */
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { useState } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { DiscountField } from '../walk-in/DiscountField';
import { NumberField } from '../walk-in/NumberField';
import { newLineId } from '../walk-in/walk-in-draft';
import { DateRangeFields } from './DateRangeFields';
import { FullDialog } from './FullDialog';
import type { CampingArrival, MultiArrivalsChoice } from './staff-booking-draft';
import type { StaffWizardCatalogue } from './use-wizard-catalogue';

interface MultiArrivalsDialogProps {
  catalogue: StaffWizardCatalogue;
  /** The stay, which the arrivals fall in. */
  checkIn: string;
  checkOut: string;
  onConfirm: (line: MultiArrivalsChoice) => void;
  onClose: () => void;
}

export function MultiArrivalsDialog(props: MultiArrivalsDialogProps) {
  const { catalogue, checkIn, checkOut } = props;
  const sites = catalogue.facilities.filter(
    (facility) => facilityPricingRule(facility) === 'camping',
  );
  const fresh = (): CampingArrival => ({
    start_date: checkIn,
    end_date: checkOut,
    adults: 0,
    children: 0,
    discount: 0,
    expected_to_pay: true,
  });
  const [site, setSite] = useState('');
  const [entry, setEntry] = useState<CampingArrival>(fresh);
  const [entries, setEntries] = useState<CampingArrival[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (patch: Partial<CampingArrival>) => {
    setEntry({ ...entry, ...patch });
    setProblem(null);
  };
  const add = () => {
    if (entry.adults + entry.children === 0) {
      setProblem('Add at least one adult or child to the arrival.');
      return;
    }
    if (entry.end_date < entry.start_date) {
      setProblem('End date cannot be before start date');
      return;
    }
    setEntries([...entries, entry]);
    setEntry(fresh());
  };

  return (
    <FullDialog title="Camping Multi-Arrivals" onClose={props.onClose}>
      <div className="form-grid">
        <SelectField
          label="Camping site"
          value={site}
          placeholder="Choose the camping site"
          options={sites.map((facility) => ({ value: facility.public_id, label: facility.name }))}
          onChange={(event) => setSite(event.target.value)}
        />
        <DateRangeFields
          labels={['Arrival date', 'Departure date']}
          start_date={entry.start_date}
          end_date={entry.end_date}
          checkIn={checkIn}
          checkOut={checkOut}
          onChange={edit}
        />
        <NumberField label="Adults" value={entry.adults} onChange={(adults) => edit({ adults })} />
        <NumberField
          label="Children"
          value={entry.children}
          onChange={(children) => edit({ children })}
        />
        <DiscountField
          label="Discount %"
          value={entry.discount}
          onChange={(discount) => edit({ discount })}
        />
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            aria-checked={entry.expected_to_pay}
            checked={entry.expected_to_pay}
            onChange={(event) => edit({ expected_to_pay: event.target.checked })}
          />
          Expected to pay
        </label>
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <button type="button" className="button" onClick={add}>
        Add Entry
      </button>
      {entries.length > 0 && (
        <table className="table table-compact" data-testid="arrival-entries">
          <caption>Arrivals</caption>
          <ColumnHeads
            columns={['Dates', 'Adults', 'Children', 'Discount', 'Expected to pay', '']}
          />
          <tbody>
            {entries.map((arrival, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries keep their order
              <tr key={index}>
                <td>
                  {arrival.start_date} → {arrival.end_date}
                </td>
                <td>{arrival.adults}</td>
                <td>{arrival.children}</td>
                <td>{arrival.discount}%</td>
                <td>{arrival.expected_to_pay ? 'Yes' : 'No'}</td>
                <td>
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => setEntries(entries.filter((_, other) => other !== index))}
                  >
                    Remove arrival {index + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={!site || entries.length === 0}
          onClick={() =>
            props.onConfirm({ line_id: newLineId(), public_id: site, arrivals: entries })
          }
        >
          Confirm Arrivals
        </button>
      </div>
    </FullDialog>
  );
}
