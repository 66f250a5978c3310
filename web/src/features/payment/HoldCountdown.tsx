/**
 * The hold's remaining time on the payment page, counting down each second (`m:ss`); tells
 * the page once the hold has run out, so it can say so before the visitor requests payment.
 *
 * spec: public-site.md §2.12; api-contract.md §Bookings (`hold_expires_at`).
 */
import { useEffect, useState } from 'react';
import { formatCountdown, holdTimeLeft } from './hold-time-left';
import { paymentNotices } from './payment-notices';

interface HoldCountdownProps {
  /** When the hold ends, an ISO 8601 instant. */
  expiresAt: string;
  onExpired: () => void;
}

export function HoldCountdown({ expiresAt, onExpired }: HoldCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = holdTimeLeft(expiresAt, now);
  const expired = left.expired;

  useEffect(() => {
    if (expired) {
      onExpired();
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired, onExpired]);

  if (left.expired) return null;
  return (
    <p className="note" role="timer" data-testid="hold-countdown">
      {paymentNotices.holdCountdown(formatCountdown(left.seconds))}
    </p>
  );
}
