/**
 * The Inspection Ranger's landing (`/bookings/inspection`): scan a ticket's QR code with the
 * phone's camera (where the browser can, see `CameraScanner`) or type the booking reference or
 * the ticket code, then open the booking's inspection page. A scanned ticket's signature is
 * checked on the phone with the keys it keeps. Without the network the phone still checks the
 * signature and shows what the ticket says, marked "Checked offline"; an inspection is not
 * recorded offline (the screen says so), and a typed reference cannot be looked up.
 *
 * spec: staff-booking.md §2 (BookingsInspection); membership-backoffice.md §2.4 (the inspection
 * user type lands here); research offline-checkin-anchors.md §1.
 */
import { inspectionLookupQuerySchema } from '@hifadhi/shared/schemas/inspection';
import { splitTicketCode } from '@hifadhi/shared/tickets/ticket-code-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { formatInstant } from '../../lib/format-time';
import { GateError } from '../../lib/gate-api';
import { staffGet } from '../../lib/staff-api';
import { CameraScanner } from '../gate/CameraScanner';
import { inspectionPath } from './inspection-paths';
import type { InspectionLookup } from './inspection-types';
import { TicketCheck } from './TicketCheck';
import { useTicketKeys } from './ticket-key-store';
import './inspection.css';

/** True when `error` means the API could not be reached (no network, or the kiosk offline). */
function unreachable(error: unknown): boolean {
  return error instanceof GateError && (error.code === 'NETWORK' || error.code === 'OFFLINE');
}

export function InspectionScanPage() {
  const keys = useTicketKeys();
  const navigate = useNavigate();
  const [offline, setOffline] = useState<{ code: string; ticket: boolean } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(inspectionLookupQuerySchema),
  });

  const find = useCallback(
    async (code: string) => {
      setOffline(null);
      setFailure(null);
      const ticket = splitTicketCode(code) !== null;
      try {
        const found = await staffGet<InspectionLookup>(
          `/inspections/lookup?code=${encodeURIComponent(code)}`,
        );
        navigate(inspectionPath(found.booking_public_id, ticket ? code : null));
      } catch (error) {
        if (unreachable(error)) setOffline({ code, ticket });
        else setFailure(error);
      }
    },
    [navigate],
  );
  const scanned = useCallback(
    (code: string) => {
      setValue('code', code);
      void find(code.trim());
    },
    [find, setValue],
  );

  return (
    <section className="inspection">
      <h1>Inspect a ticket</h1>
      <CameraScanner onCode={scanned} />
      <form
        className="inspection-find"
        noValidate
        onSubmit={handleSubmit(({ code }) => find(code))}
      >
        <label htmlFor="inspection-code" className="scan-label">
          Booking reference or ticket code
        </label>
        <input
          id="inspection-code"
          className="inspection-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={formState.errors.code ? true : undefined}
          {...register('code')}
        />
        {formState.errors.code && <p className="field-error">{formState.errors.code.message}</p>}
        <button type="submit" className="button button-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Looking…' : 'Find'}
        </button>
      </form>
      {failure !== null && <ErrorNotice error={failure} />}
      {offline?.ticket && (
        <>
          <TicketCheck code={offline.code} keys={keys} offline />
          <Notice tone="info" title="Not recorded">
            This phone is offline, so the inspection cannot be recorded now. Note what you found and
            record it on the booking once the phone is back online.
          </Notice>
        </>
      )}
      {offline && !offline.ticket && (
        <Notice tone="warning" title="No connection">
          A booking reference cannot be looked up offline. Scan the ticket’s QR code (or type its
          code) to check its signature on this phone.
        </Notice>
      )}
      <p className="muted" data-testid="ticket-keys-status">
        {keys
          ? `Ticket keys kept on this phone: ${keys.keys.length}, saved ${formatInstant(keys.saved_at)}.`
          : 'No ticket keys on this phone yet: they are saved the first time this screen loads online.'}
      </p>
      <p>
        <Link to="/inspections">Recent inspections</Link>
      </p>
    </section>
  );
}
