/**
 * The staff booking wizard's routes: NewBooking (`/new-booking`), NewPartnerBooking
 * (`/npartner-booking`; a partner user books for its own institution, from `GET /auth/me`), the
 * group booking route (`/new-group-booking`) and EditBooking (`/edit-booking/{booking_id}`, the
 * booking read back first). Each loads the catalogue and starts from the kept draft of its mode
 * (or booking), else from the booking or an empty draft, with the staff channel. Every mode
 * needs the server: offline (the kiosk's own status, or a request that got no answer), the
 * screen says so plainly instead of a wizard that cannot price or save; the kiosk's walk-in is
 * the wizard that works offline.
 *
 * spec: staff-booking.md §2 (routes), §2.1 (EditBooking prefilled; partner fixed to the user's
 * institution, on amending too), §4 (route decides mode; drafts held until submitted), §5 (staff back to 7 days).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { STAFF_BACKDATING_DAYS } from '@hifadhi/shared/schemas/sync';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { GateError } from '../../lib/gate-api';
import { staffGet } from '../../lib/staff-api';
import type { StaffMemberSummary } from '../members-admin/member-types';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { useCurrentUser } from '../staff-shell/use-current-user';
import { StatusContext } from '../status/status-context';
import { type AmendableBooking, draftOfBooking } from './booking-draft';
import { draftKey, useKeptDraft } from './draft-storage';
import { memberChoiceOf } from './MemberPicker';
import { StaffBookingWizard } from './StaffBookingWizard';
import { emptyStaffDraft, type StaffBookingDraft, type WizardMode } from './staff-booking-draft';
import { useStaffChannel } from './staff-channel';
import { type StaffWizardCatalogue, useWizardCatalogue } from './use-wizard-catalogue';

/** True when `error` means the server could not be reached (web or kiosk pass-through). */
function isOffline(error: unknown): boolean {
  return error instanceof GateError && (error.code === 'NETWORK' || error.code === 'OFFLINE');
}

/** What each mode is called in the kiosk's offline notice. */
const offlineWords: Record<WizardMode, string> = {
  new: 'New bookings from the back office need',
  partner: 'Partner bookings need',
  group: 'Group bookings need',
  edit: 'Amending a booking needs',
};

/** True in a kiosk whose gate service finds the server unreachable (false on the web host). */
function useKioskOffline(): boolean {
  return useContext(StatusContext)?.status?.mode === 'offline';
}

/** The kiosk's plain notice that `mode` needs the server (NewBooking points to the walk-in). */
function KioskOfflineNotice({ mode }: { mode: WizardMode }) {
  return (
    <Notice tone="warning" title="Needs the server">
      <p>{offlineWords[mode]} the server: the kiosk is offline.</p>
      {mode === 'new' && (
        <p>
          <Link to="/walk-in">Book a walk-in</Link> instead: it works offline.
        </p>
      )}
    </Notice>
  );
}

/** The loading, offline or failed state of a wizard screen, or null when it can show. */
function waiting(error: unknown, what: string): ReactNode {
  if (isOffline(error)) {
    return (
      <Notice tone="warning" title="Needs the server">
        <p>
          Booking from the back office needs the connection to the server, which cannot be reached
          now. Try again when the connection is back.
        </p>
      </Notice>
    );
  }
  if (error) return <ErrorNotice error={error} />;
  return <p className="muted">Loading {what}…</p>;
}

/**
 * A wizard screen of `mode`: the kiosk's offline notice while the kiosk is offline, else
 * `children` (which load nothing until then).
 */
function NeedsServer({ mode, children }: { mode: WizardMode; children: ReactNode }) {
  return useKioskOffline() ? <KioskOfflineNotice mode={mode} /> : children;
}

interface WizardStartProps {
  mode: WizardMode;
  catalogue: StaffWizardCatalogue;
  /** The draft when none is kept. */
  fresh: () => StaffBookingDraft;
  bookingId?: string;
  amending?: { booking_public_id: string; booking_ref_code: string };
  /** EditBooking: whether the role may postpone. */
  postpones?: boolean;
  ownPartner?: { public_id: string; name: string } | null;
}

function WizardStart({
  mode,
  catalogue,
  fresh,
  bookingId,
  amending,
  postpones,
  ownPartner,
}: WizardStartProps) {
  const key = draftKey(mode, bookingId);
  const start = useKeptDraft(key, fresh);
  const today = calendarDateAt(new Date());
  const channel = useStaffChannel(mode, {
    checkInMin: addDays(today, -STAFF_BACKDATING_DAYS),
    ownPartner: Boolean(ownPartner),
  });
  return (
    <StaffBookingWizard
      key={start.run}
      mode={mode}
      channel={channel}
      catalogue={catalogue}
      initial={start.draft}
      storageKey={key}
      amending={amending}
      postpones={postpones}
      ownPartner={ownPartner}
      onStartOver={start.startOver}
    />
  );
}

/** NewBooking and the group booking route. */
export function NewBookingPage({ mode }: { mode: 'new' | 'group' }) {
  return (
    <NeedsServer mode={mode}>
      <NewBookingScreen mode={mode} />
    </NeedsServer>
  );
}

function NewBookingScreen({ mode }: { mode: 'new' | 'group' }) {
  const { catalogue, error } = useWizardCatalogue();
  if (!catalogue) return waiting(error, 'the catalogue');
  return (
    <WizardStart
      mode={mode}
      catalogue={catalogue}
      fresh={() => emptyStaffDraft(mode, calendarDateAt(new Date()))}
    />
  );
}

/** A partner user's own institution (id and name), or null for the conservancy's staff. */
function ownPartnerOf(own: string | null | undefined, catalogue: StaffWizardCatalogue) {
  if (!own) return null;
  const name = catalogue.partners.find((partner) => partner.public_id === own)?.name ?? own;
  return { public_id: own, name };
}

/** NewPartnerBooking: any partner for staff; a partner user's own institution, fixed. */
export function NewPartnerBookingPage() {
  return (
    <NeedsServer mode="partner">
      <NewPartnerBookingScreen />
    </NeedsServer>
  );
}

function NewPartnerBookingScreen() {
  const { catalogue, error } = useWizardCatalogue();
  const user = useCurrentUser(true);
  if (!catalogue || !user.data) return waiting(error ?? user.error, 'the catalogue');
  const own = user.data.user.partner;
  const ownPartner = ownPartnerOf(own, catalogue);
  return (
    <WizardStart
      mode="partner"
      catalogue={catalogue}
      ownPartner={ownPartner}
      fresh={() => ({
        ...emptyStaffDraft('partner', calendarDateAt(new Date())),
        partner: own ?? '',
      })}
    />
  );
}

/**
 * EditBooking: the booking read back (and its member), then the wizard prefilled from it; a
 * partner user amends with its discount columns hidden, as when it books.
 */
export function EditBookingPage() {
  return (
    <NeedsServer mode="edit">
      <EditBookingScreen />
    </NeedsServer>
  );
}

function EditBookingScreen() {
  const bookingId = useParams().booking_id ?? '';
  const path = `/bookings/${encodeURIComponent(bookingId)}`;
  const { catalogue, error } = useWizardCatalogue();
  const user = useCurrentUser(true);
  const booking = useQuery({ queryKey: [path], queryFn: () => staffGet<AmendableBooking>(path) });
  const memberId = booking.data?.member_public_id ?? null;
  const memberPath = `/members/${encodeURIComponent(memberId ?? '')}`;
  const member = useQuery({
    queryKey: [memberPath],
    queryFn: () => staffGet<StaffMemberSummary>(memberPath),
    enabled: memberId !== null,
  });
  // A role that may amend but not read members still amends: the member is kept by its id.
  const memberSettled = memberId === null || member.data || member.error;
  if (!catalogue || !booking.data || !memberSettled || !user.data)
    return waiting(error ?? booking.error ?? user.error, 'the booking');
  const read = booking.data;
  const choice = member.data
    ? memberChoiceOf(member.data)
    : memberId && {
        public_id: memberId,
        name: memberId,
        member_reference_number: '—',
        membership: '—',
        standing: '—',
        expiry_date: null,
      };
  return (
    <WizardStart
      mode="edit"
      catalogue={catalogue}
      bookingId={read.booking_public_id}
      amending={read}
      postpones={featureUrlsOf(user.data.menus).has(staffFeatures.postponeBooking)}
      ownPartner={ownPartnerOf(user.data.user.partner, catalogue)}
      fresh={() => draftOfBooking(read, calendarDateAt(new Date()), choice || null)}
    />
  );
}
