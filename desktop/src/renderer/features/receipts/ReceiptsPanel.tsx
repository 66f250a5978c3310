/**
 * A booking's receipts: print one (the first print is the original, every later one a copy
 * marked "COPY"), and each print's text as the printer got it, shown in a monospace preview.
 *
 * spec: staff-booking.md §2 (Receipt route), §7 (receipts print); k-contract.md §Gate payment
 * and receipts.
 */
import { useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { formatInstant } from '../../lib/format-time';
import { gatePost } from '../../lib/gate-api';
import type { ReceiptLogEntry } from '../../lib/gate-types';

interface ReceiptsPanelProps {
  bookingPublicId: string;
  receipts: ReceiptLogEntry[];
  onPrinted: () => void;
}

export function ReceiptsPanel({ bookingPublicId, receipts, onPrinted }: ReceiptsPanelProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [printed, setPrinted] = useState<ReceiptLogEntry | null>(null);
  const newestFirst = [...receipts].sort((a, b) => b.printed_at.localeCompare(a.printed_at));

  const print = async () => {
    setBusy(true);
    setError(null);
    try {
      const { receipt } = await gatePost<{ receipt: ReceiptLogEntry }>(
        `/bookings/${bookingPublicId}/receipts`,
      );
      setPrinted(receipt);
      onPrinted();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="receipts-title">
      <h2 id="receipts-title">Receipts</h2>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void print()}
      >
        {busy ? 'Printing…' : receipts.length === 0 ? 'Print receipt' : 'Reprint receipt (copy)'}
      </button>
      {error !== null && <ErrorNotice error={error} />}
      {printed && (
        <Notice tone="success" title={printed.copy ? 'Copy printed' : 'Receipt printed'}>
          Sent to {printed.printer}.
        </Notice>
      )}
      {newestFirst.length === 0 ? (
        <p className="muted">No receipt printed yet.</p>
      ) : (
        <ol className="receipt-list" reversed>
          {newestFirst.map((receipt, index) => (
            <li key={receipt.receipt_id}>
              <details open={index === 0}>
                <summary>
                  {receipt.copy ? <span className="tag tag-warning">COPY</span> : 'Original'} ·{' '}
                  {receipt.receipt_number && <>No. {receipt.receipt_number} · </>}
                  {formatInstant(receipt.printed_at)} · {receipt.clerk_name} · {receipt.printer}
                </summary>
                <pre className="receipt-preview" data-testid="receipt-preview">
                  {receipt.preview}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
