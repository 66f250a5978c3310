/**
 * Check the booking's guests in or out from its page, with the gate's decision shown as on the
 * gate screen.
 *
 * spec: staff-booking.md §2 (Checkin), §4 (checked in, checked out).
 */
import { useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { gatePost } from '../../lib/gate-api';
import type { ScanAnswer, ScanDirection } from '../../lib/gate-types';
import { DecisionPanel } from '../gate/DecisionPanel';

interface CheckInActionsProps {
  bookingPublicId: string;
  onRecorded: () => void;
}

export function CheckInActions({ bookingPublicId, onRecorded }: CheckInActionsProps) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ answer: ScanAnswer; direction: ScanDirection } | null>(
    null,
  );
  const [error, setError] = useState<unknown>(null);

  const pass = async (direction: ScanDirection) => {
    setBusy(true);
    setError(null);
    try {
      const result = await gatePost<ScanAnswer>('/check-ins', {
        booking_public_id: bookingPublicId,
        direction,
      });
      setAnswer({ answer: result, direction });
      if (result.recorded) onRecorded();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="gate-title">
      <h2 id="gate-title">At the gate</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void pass('check_in')}
        >
          Check in
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void pass('check_out')}
        >
          Check out
        </button>
      </div>
      <div aria-live="polite">
        {error !== null && <ErrorNotice error={error} />}
        {answer && (
          <DecisionPanel answer={answer.answer} direction={answer.direction} showBooking={false} />
        )}
      </div>
    </section>
  );
}
