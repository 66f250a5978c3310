/**
 * What the staff routes add to the accommodation step: camping multi-arrivals (the Camping
 * Multi-Arrivals dialog, one combined line per confirmed site) and external accommodation (the
 * Escapes dialog), each confirmed line listed with the quote's amount and its removal.
 *
 * spec: staff-booking.md §2.2 (new external bookings), §2.3, §2.4, §6 (staff routes allow
 * multi-arrivals and external bookings).
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useState } from 'react';
import { ChosenLines } from '../walk-in/ChosenLines';
import { lineAmount } from '../walk-in/quote-figures';
import { EscapesDialog } from './EscapesDialog';
import { MultiArrivalsDialog } from './MultiArrivalsDialog';
import type { StaffBookingDraft } from './staff-booking-draft';
import type { StaffWizardCatalogue } from './use-wizard-catalogue';

interface StaffLodgingExtrasProps {
  draft: StaffBookingDraft;
  catalogue: StaffWizardCatalogue;
  quote: Quote | null;
  change: (patch: Partial<StaffBookingDraft>) => void;
  /** The booking being amended, whose own lodge rooms the Escapes dialog counts as free. */
  amendingBookingPublicId?: string;
}

export function StaffLodgingExtras({
  draft,
  catalogue,
  quote,
  change,
  amendingBookingPublicId,
}: StaffLodgingExtrasProps) {
  const [open, setOpen] = useState<'multi' | 'escapes' | null>(null);
  const currency = quote?.currency ?? draft.currency;
  const facilityName = (id: string) =>
    catalogue.facilities.find((facility) => facility.public_id === id)?.name ?? id;
  const lodgeName = (id: string) =>
    catalogue.partner_lodges.find((lodge) => lodge.public_id === id)?.name ?? id;
  const close = () => setOpen(null);
  return (
    <section className="lodging-extras" aria-label="Camping multi-arrivals and Escapes">
      <div className="button-row">
        <button type="button" className="button" onClick={() => setOpen('multi')}>
          Camping Multi-Arrivals
        </button>
        {catalogue.partner_lodges.length > 0 && (
          <button type="button" className="button" onClick={() => setOpen('escapes')}>
            Escapes (external accommodation)
          </button>
        )}
      </div>
      <ChosenLines
        lines={draft.multi}
        nameOf={facilityName}
        describe={(line, name) => {
          const adults = line.arrivals.reduce((sum, arrival) => sum + arrival.adults, 0);
          const children = line.arrivals.reduce((sum, arrival) => sum + arrival.children, 0);
          return `${name}: ${line.arrivals.length} arrivals, ${adults} adults, ${children} children`;
        }}
        amountOf={(line) => lineAmount(quote, 'accommodation', line.public_id)}
        currency={currency}
        onLines={(multi) => change({ multi })}
      />
      <ChosenLines
        lines={draft.external_facilities}
        nameOf={lodgeName}
        describe={(line, name) =>
          `${name}: ${line.rooms} room(s), ${line.start_date} → ${line.end_date}${line.discount ? `, ${line.discount}% off` : ''}`
        }
        amountOf={(line) => lineAmount(quote, 'external_accommodation', line.public_id)}
        currency={currency}
        onLines={(external_facilities) => change({ external_facilities })}
      />
      {open === 'multi' && (
        <MultiArrivalsDialog
          catalogue={catalogue}
          checkIn={draft.check_in}
          checkOut={draft.check_out}
          onClose={close}
          onConfirm={(line) => {
            change({ multi: [...draft.multi, line] });
            close();
          }}
        />
      )}
      {open === 'escapes' && (
        <EscapesDialog
          lodges={catalogue.partner_lodges}
          checkIn={draft.check_in}
          checkOut={draft.check_out}
          amendingBookingPublicId={amendingBookingPublicId}
          onClose={close}
          onConfirm={(lines) => {
            change({ external_facilities: [...draft.external_facilities, ...lines] });
            close();
          }}
        />
      )}
    </section>
  );
}
