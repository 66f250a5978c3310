/**
 * The gate's answer to a scan or a check-in: the decision's message in plain words, coloured
 * and marked by status, the supervisor flag, whether it was recorded, and the booking.
 *
 * spec: staff-booking.md §2 (Checkin, GatePayment); shared/src/check-in/decide-scan.ts.
 */
import { Link } from 'react-router';
import { Notice } from '../../components/Notice';
import type { ScanAnswer, ScanDirection } from '../../lib/gate-types';
import { decisionTitle, decisionTone } from './decision-tone';

interface DecisionPanelProps {
  answer: ScanAnswer;
  direction: ScanDirection;
  /** False on the booking's own page: no link back to it. */
  showBooking?: boolean;
}

function recordedText(answer: ScanAnswer, direction: ScanDirection): string | null {
  if (answer.recorded === undefined) return null;
  if (!answer.recorded) return 'Nothing was recorded.';
  return direction === 'check_in' ? 'Checked in.' : 'Checked out.';
}

export function DecisionPanel({ answer, direction, showBooking = true }: DecisionPanelProps) {
  const { decision, booking } = answer;
  const recorded = recordedText(answer, direction);
  return (
    <div className="decision" data-status={decision.status} data-testid="decision">
      <Notice tone={decisionTone(decision.status)} title={decisionTitle(decision.status)}>
        <p className="decision-message">{decision.message}</p>
        {decision.needs_supervisor && (
          <p className="supervisor-flag">
            <span aria-hidden="true">☎</span> Supervisor needed
          </p>
        )}
        {recorded && <p className="decision-recorded">{recorded}</p>}
      </Notice>
      {booking && showBooking && (
        <p className="decision-booking">
          <Link to={`/bookings/${booking.booking_public_id}`} className="button">
            Open booking {booking.booking_ref_code} ({booking.first_name} {booking.last_name})
          </Link>
          {decision.status === 'unpaid' && (
            <Link to={`/bookings/${booking.booking_public_id}#payment`} className="button">
              Take the gate payment
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
