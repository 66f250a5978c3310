/**
 * A card payment that came back from the card page without a result (its Try later or Error
 * return): says so, and lets the visitor cancel it so another payment can be started (the API
 * refuses a second payment while one is still waiting). `onSettled` reads the booking again
 * afterwards — the payment may have been received after all.
 *
 * spec: public-site.md §2.12, §4 "Payment" (card returns: try-later and error); issue 11 item 2
 * (a second payment is refused while one is pending: wait for it or cancel it).
 */
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { paymentNotices } from './payment-notices';
import { cancelPayment } from './payment-requests';

interface UnfinishedCardPaymentProps {
  paymentPublicId: string;
  onSettled: () => Promise<unknown>;
}

export function UnfinishedCardPayment({ paymentPublicId, onSettled }: UnfinishedCardPaymentProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelPayment(paymentPublicId);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
    await onSettled();
  };

  return (
    <div className="notice" role="alert" data-testid="card-unfinished">
      <p>{paymentNotices.cardNotCompleted}</p>
      <button type="button" className="button secondary" disabled={busy} onClick={cancel}>
        {busy ? <Spinner label="Cancelling the card payment" /> : null}
        Cancel the card payment
      </button>
      {error && <p>{error}</p>}
    </div>
  );
}
