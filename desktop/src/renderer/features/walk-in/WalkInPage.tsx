/**
 * The kiosk's walk-in: loads the replica's catalogue (`GET /gate/v1/walk-in/options`, offline
 * too) and shows the one booking wizard in NewBooking mode with the gate channel
 * (`gate-channel.tsx`): priced from the replica, booked on the kiosk and opened for the gate
 * payment. The replica offers no partners, schools or partner lodges (back-office bookings).
 * The destination starts as the one the kiosk's gate admits to. The draft is kept in the
 * browser (under its own key, apart from the staff modes') until the walk-in is booked, so a
 * reload mid-walk-in keeps what the clerk entered.
 *
 * spec: staff-booking.md §2.1 (NewBooking: Complete Booking); ARCHITECTURE.md §The gate kiosk.
 */
import { useMemo } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { WalkInOptions } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';
import { useKeptDraft, WALK_IN_DRAFT_KEY } from '../staff-booking-wizard/draft-storage';
import { StaffBookingWizard } from '../staff-booking-wizard/StaffBookingWizard';
import { emptyStaffDraft } from '../staff-booking-wizard/staff-booking-draft';
import type { StaffWizardCatalogue } from '../staff-booking-wizard/use-wizard-catalogue';
import { useGateStatus } from '../status/status-context';
import { gateChannel } from './gate-channel';

export function WalkInPage() {
  const { data: options, error } = useGateData<WalkInOptions>('/walk-in/options');
  if (error !== null) return <ErrorNotice error={error} />;
  if (!options) return <p className="muted">Loading the catalogue…</p>;
  return <WalkIn options={options} />;
}

function WalkIn({ options }: { options: WalkInOptions }) {
  const { refresh } = useGateStatus();
  const channel = useMemo(() => gateChannel(refresh), [refresh]);
  const catalogue: StaffWizardCatalogue = useMemo(
    () => ({ ...options, partners: [], schools: [], partner_lodges: [] }),
    [options],
  );
  const start = useKeptDraft(WALK_IN_DRAFT_KEY, () => ({
    ...emptyStaffDraft('new', options.today),
    destination: options.gate?.destination_public_id ?? '',
  }));
  return (
    <StaffBookingWizard
      key={start.run}
      mode="new"
      channel={channel}
      catalogue={catalogue}
      initial={start.draft}
      storageKey={WALK_IN_DRAFT_KEY}
      onStartOver={start.startOver}
    />
  );
}
