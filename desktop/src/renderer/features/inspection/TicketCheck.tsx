/**
 * The phone's signature check of a scanned ticket code, shown as a notice: genuine or not, and
 * for a genuine ticket what it says (reference, stay, guests, when issued). `offline` marks it
 * "Checked offline" (no server was asked). Verified in the browser against the keys kept on the
 * phone (`useTicketKeys`).
 *
 * spec: public-site.md §2.13; research offline-checkin-anchors.md §1.
 */
import {
  verifyTicketWeb,
  type WebTicketVerification,
} from '@hifadhi/shared/tickets/verify-ticket-web';
import { useEffect, useState } from 'react';
import { Notice } from '../../components/Notice';
import { formatInstant, formatStay } from '../../lib/format-time';
import { ticketCheckWords, ticketGuestLines } from './ticket-check';
import type { StoredTicketKeys } from './ticket-key-store';

interface TicketCheckProps {
  code: string;
  keys: StoredTicketKeys | null;
  offline: boolean;
}

export function TicketCheck({ code, keys, offline }: TicketCheckProps) {
  const [verdict, setVerdict] = useState<WebTicketVerification | null>(null);
  useEffect(() => {
    let current = true;
    setVerdict(null);
    void verifyTicketWeb(code, keys?.keys ?? []).then((found) => current && setVerdict(found));
    return () => {
      current = false;
    };
  }, [code, keys]);

  if (keys === null) {
    return (
      <Notice tone="warning" title="No ticket keys on this phone">
        Open this screen once while online so the phone can keep the keys it checks tickets with.
      </Notice>
    );
  }
  if (verdict === null) return <p className="muted">Checking the signature…</p>;
  const words = ticketCheckWords(verdict);
  return (
    <section className="ticket-check" data-testid="ticket-check" aria-label="Ticket signature">
      <Notice tone={words.tone} title={words.title}>
        <p>{words.message}</p>
        {offline && (
          <p className="strong" data-testid="checked-offline">
            Checked offline on this phone (keys saved {formatInstant(keys.saved_at)}).
          </p>
        )}
      </Notice>
      {words.says && (
        <dl className="facts" data-testid="ticket-says">
          <div>
            <dt>Reference</dt>
            <dd className="ref-code">{words.says.booking_ref_code}</dd>
          </div>
          <div>
            <dt>Stay</dt>
            <dd>{formatStay(words.says.check_in, words.says.check_out)}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>
              {ticketGuestLines(words.says).map((line) => (
                <span key={line} className="ticket-guest">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>Issued</dt>
            <dd>{formatInstant(words.says.issued_at)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
