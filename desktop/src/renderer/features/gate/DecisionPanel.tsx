/**
 * The gate's answer to a scan or a check-in, readable from a metre away: a full-width band
 * (green admit, amber attention, red refuse) with the decision's title and message in large
 * type and the number of guests, a sound for admit and refuse, the supervisor flag, whether
 * it was recorded, the booking and its unresolved alerts (e.g. a matched booking ban).
 *
 * spec: staff-booking.md §2 (Checkin, GatePayment); shared/src/check-in/decide-scan.ts.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { ScanAnswer, ScanDirection } from '../../lib/gate-types';
import { cueOf, playDecisionCue } from './decision-cue';
import { decisionBand, decisionTitle } from './decision-tone';

interface DecisionPanelProps {
  answer: ScanAnswer;
  direction: ScanDirection;
  /** False on the booking's own page: no link back to it. */
  showBooking?: boolean;
}

const bandIcons = { admit: '✔', attention: '⚠', refuse: '✖' } as const;

function recordedText(answer: ScanAnswer, direction: ScanDirection): string | null {
  if (answer.recorded === undefined) return null;
  if (!answer.recorded) return 'Nothing was recorded.';
  return direction === 'check_in' ? 'Checked in.' : 'Checked out.';
}

export function DecisionPanel({ answer, direction, showBooking = true }: DecisionPanelProps) {
  const { decision, booking } = answer;
  const band = decisionBand(decision.status);
  const recorded = recordedText(answer, direction);
  const guests = booking?.guest_total ?? null;

  useEffect(() => {
    const cue = cueOf(answer.decision.status);
    if (cue) playDecisionCue(cue);
  }, [answer]);

  return (
    <div
      className={`decision decision-${band}`}
      data-status={decision.status}
      data-band={band}
      data-testid="decision"
    >
      <div className="decision-band" role={band === 'admit' ? 'status' : 'alert'}>
        <span className="decision-icon" aria-hidden="true">
          {bandIcons[band]}
        </span>
        <div className="decision-text">
          <p className="decision-title">{decisionTitle(decision.status)}</p>
          <p className="decision-message">{decision.message}</p>
        </div>
        {guests !== null && (
          <p className="decision-guests" data-testid="decision-guests">
            <span className="decision-guest-count">{guests}</span>
            {guests === 1 ? 'guest' : 'guests'}
          </p>
        )}
      </div>
      {decision.needs_supervisor && (
        <p className="supervisor-flag">
          <span aria-hidden="true">☎</span> Supervisor needed
        </p>
      )}
      {booking?.active_alerts?.map((note) => (
        <p key={note} className="supervisor-flag" data-testid="decision-alert">
          <span aria-hidden="true">⚠</span> Alert on this booking: {note}
        </p>
      ))}
      {recorded && <p className="decision-recorded">{recorded}</p>}
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
