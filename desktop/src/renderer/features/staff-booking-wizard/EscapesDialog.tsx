/**
 * The external accommodation ("Escapes") dialog: a partner lodge, its dates and rooms, a table
 * of its pricing parameters (each one's value, starting at its default, and its price), its
 * supplements' switches, a discount, and the rooms the lodge has free over the entry's dates
 * (the amended booking's own counted as free); Add Entry lists the entry with its removal, and
 * Confirm Bookings adds the entries to the booking, where the quote prices them.
 *
 * spec: staff-booking.md §2.4, §3.9, §5 ('Discount cannot be more than 100%').
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { useState } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { SelectField } from '../../components/SelectField';
import { DiscountField } from '../walk-in/DiscountField';
import { NumberField } from '../walk-in/NumberField';
import { newLineId } from '../walk-in/walk-in-draft';
import { DateRangeFields } from './DateRangeFields';
import { FullDialog } from './FullDialog';
import { LodgeRooms } from './LodgeRooms';
import type { ExternalChoice } from './staff-booking-draft';
import type { PartnerLodgeChoice } from './use-wizard-catalogue';

interface EscapesDialogProps {
  lodges: readonly PartnerLodgeChoice[];
  checkIn: string;
  checkOut: string;
  /** The booking being amended, whose own rooms count as free. */
  amendingBookingPublicId?: string;
  onConfirm: (lines: ExternalChoice[]) => void;
  onClose: () => void;
}

const pointWords = { per_night: 'a night', per_stay: 'a stay' } as const;

/** A new entry for `lodge`: its parameters' defaults and its supplements' own switches. */
function entryFor(lodge: PartnerLodgeChoice | undefined, checkIn: string, checkOut: string) {
  return {
    line_id: newLineId(),
    public_id: lodge?.public_id ?? '',
    start_date: checkIn,
    end_date: checkOut,
    rooms: 1,
    parameters: Object.fromEntries(
      (lodge?.parameters ?? []).map((p) => [p.parameter_public_id, p.parameter_default_value]),
    ),
    supplements: Object.fromEntries(
      (lodge?.supplements ?? []).map((s) => [s.supplement_public_id, s.is_include]),
    ),
    discount: 0,
  } satisfies ExternalChoice;
}

export function EscapesDialog({
  lodges,
  checkIn,
  checkOut,
  amendingBookingPublicId,
  onConfirm,
  onClose,
}: EscapesDialogProps) {
  const [entry, setEntry] = useState<ExternalChoice>(() => entryFor(undefined, checkIn, checkOut));
  const [entries, setEntries] = useState<ExternalChoice[]>([]);
  const lodge = lodges.find((known) => known.public_id === entry.public_id);
  const nameOf = (id: string) => lodges.find((known) => known.public_id === id)?.name ?? id;
  const edit = (patch: Partial<ExternalChoice>) => setEntry({ ...entry, ...patch });

  return (
    <FullDialog title="Escapes: external accommodation" onClose={onClose}>
      <div className="form-grid">
        <SelectField
          label="Lodge"
          value={entry.public_id}
          placeholder="Choose the lodge"
          options={lodges.map((known) => ({
            value: known.public_id,
            label: `${known.name} (${known.partner_name})`,
          }))}
          onChange={(event) =>
            setEntry(
              entryFor(
                lodges.find((known) => known.public_id === event.target.value),
                entry.start_date,
                entry.end_date,
              ),
            )
          }
        />
        <DateRangeFields
          labels={['Start date', 'End date']}
          start_date={entry.start_date}
          end_date={entry.end_date}
          checkIn={checkIn}
          checkOut={checkOut}
          onChange={edit}
        />
        <NumberField label="Rooms" value={entry.rooms} onChange={(rooms) => edit({ rooms })} />
        <DiscountField
          label="Discount %"
          value={entry.discount}
          onChange={(discount) => edit({ discount })}
          rangeMessage={catalogueSettingsMessages.discount}
        />
      </div>
      {lodge && (
        <>
          <LodgeRooms
            publicId={lodge.public_id}
            startDate={entry.start_date}
            endDate={entry.end_date}
            amendingBookingPublicId={amendingBookingPublicId}
          />
          <table className="table table-compact">
            <caption>Pricing parameters</caption>
            <ColumnHeads columns={['Parameter', 'Price', 'Value']} numbers={['Price']} />
            <tbody>
              {lodge.parameters.map((parameter) => (
                <tr key={parameter.parameter_public_id}>
                  <th scope="row">{parameter.facility_parameter_name}</th>
                  <td className="number">
                    {parameter.non_priced_parameter
                      ? '—'
                      : `${formatMoney(parameter.price, lodge.currency)} ${pointWords[parameter.facility_pricing_point]}`}
                  </td>
                  <td>
                    <NumberField
                      label={parameter.facility_parameter_name}
                      value={entry.parameters[parameter.parameter_public_id] ?? 0}
                      onChange={(value) =>
                        edit({
                          parameters: {
                            ...entry.parameters,
                            [parameter.parameter_public_id]: value,
                          },
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {lodge.supplements.map((supplement) => (
            <label key={supplement.supplement_public_id} className="check">
              <input
                type="checkbox"
                role="switch"
                aria-checked={entry.supplements[supplement.supplement_public_id] ?? false}
                checked={entry.supplements[supplement.supplement_public_id] ?? false}
                onChange={(event) =>
                  edit({
                    supplements: {
                      ...entry.supplements,
                      [supplement.supplement_public_id]: event.target.checked,
                    },
                  })
                }
              />
              {supplement.name} ({formatMoney(supplement.supplement_price, lodge.currency)}{' '}
              {pointWords[supplement.facility_pricing_point]})
            </label>
          ))}
        </>
      )}
      <button
        type="button"
        className="button"
        disabled={!lodge || entry.rooms === 0}
        onClick={() => {
          setEntries([...entries, entry]);
          setEntry(entryFor(undefined, entry.start_date, entry.end_date));
        }}
      >
        Add Entry
      </button>
      {entries.length > 0 && (
        <ul className="plain-list" aria-label="Entries">
          {entries.map((line) => (
            <li key={line.line_id}>
              {nameOf(line.public_id)}: {line.rooms} room(s), {line.start_date} → {line.end_date}
              {line.discount ? `, ${line.discount}% off` : ''}{' '}
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setEntries(entries.filter((other) => other !== line))}
              >
                Remove {nameOf(line.public_id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={entries.length === 0}
          onClick={() => onConfirm(entries)}
        >
          Confirm Bookings
        </button>
      </div>
    </FullDialog>
  );
}
