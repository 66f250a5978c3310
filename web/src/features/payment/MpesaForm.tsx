/**
 * Paying by M-Pesa, for a booking, donation, volunteer application or membership alike: the
 * phone to send the STK push to (any Kenyan form, checked with the shared M-Pesa phone rule)
 * and Request payment (`requestPush`). Once the prompt is on the phone the form waits, asking
 * the API about the payment every 2 s (Confirm Payment asks at once): paid hands over to
 * `onPaid`; a failure — cancelled, wrong PIN, not enough balance, phone unreachable — or no
 * answer within the wait limit stops the wait, says what happened in plain words, and lets the
 * visitor request payment again (a request still unanswered is cancelled first, since the API
 * refuses a second one while it waits).
 *
 * spec: public-site.md §2.12, §2.15, §4 "Payment", Donation / Volunteer (Request payment sets
 * payment_requested, which reveals Confirm Payment; confirm reloads), §5 "Payment" (Mpesa
 * phone required, 12 characters starting 2547), §9.
 */

import { formatMoney } from '@hifadhi/shared/money/format-money';
import { mpesaPhone } from '@hifadhi/shared/schemas/payment';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiGet } from '../../lib/api-client';
import {
  MPESA_POLL_INTERVAL_MS,
  type MpesaWait,
  mpesaWait,
  mpesaWaitMessages,
  type PaymentStatusRead,
} from './mpesa-wait';
import { cancelPayment, type MpesaStarted, paymentPath } from './payment-requests';

interface MpesaFormProps {
  /** The phone filled in at first; empty when none is known. */
  defaultPhone?: string;
  /**
   * Sends the STK push to `phone` (passed the M-Pesa phone rule).
   * @throws ApiError (e.g. 400 with the phone's message, or the KES 70,000 limit).
   */
  requestPush: (phone: string) => Promise<MpesaStarted>;
  /** The payment is paid: read the booking or payable again and move on. */
  onPaid: () => Promise<unknown>;
  /** What the STK push asks for, whole KES, shown above the phone when given. */
  amountKes?: number;
}

/** The payment being waited for: its id, the prompt's words, when the wait began. */
interface Requested {
  paymentId: string;
  prompt: string;
  startedAt: number;
}

export function MpesaForm({ defaultPhone = '', requestPush, onPaid, amountKes }: MpesaFormProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState<Requested | null>(null);
  const [wait, setWait] = useState<MpesaWait | null>(null);
  const checking = useRef(false);
  const waiting = wait?.kind === 'waiting';

  const request = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(mpesaPhone, phone);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const started = await requestPush(checked.data);
      setRequested({
        paymentId: started.payment_public_id,
        prompt: started.customer_message,
        startedAt: Date.now(),
      });
      setWait({ kind: 'waiting' });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.fields?.phone ?? failure.message);
    } finally {
      setSending(false);
    }
  };

  const check = useCallback(async () => {
    if (!requested || checking.current) return;
    checking.current = true;
    try {
      const payment = await apiGet<PaymentStatusRead>(paymentPath(requested.paymentId));
      const next = mpesaWait(payment, Date.now() - requested.startedAt);
      if (next.kind === 'paid') await onPaid();
      setWait(next);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // Offline or the API briefly unavailable: keep waiting, the next check may answer.
    } finally {
      checking.current = false;
    }
  }, [requested, onPaid]);

  const cancel = async () => {
    if (!requested) return;
    try {
      const payment = await cancelPayment(requested.paymentId);
      if (payment.status === 'paid') {
        await onPaid();
        setWait({ kind: 'paid' });
      } else {
        setWait({ kind: 'failed', message: mpesaWaitMessages.cancelled });
      }
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // Received after all (409): the next check says so.
      await check();
    }
  };

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(check, MPESA_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, check]);

  return (
    <form className="form-stack payment-form" onSubmit={request} noValidate>
      {amountKes !== undefined && (
        <p>
          Amount to pay by M-Pesa:{' '}
          <strong className="amount" data-testid="mpesa-amount">
            {formatMoney(amountKes, 'KES')}
          </strong>
        </p>
      )}
      <TextField
        label="M-Pesa phone number"
        type="tel"
        autoComplete="tel"
        hint="The phone that will get the M-Pesa prompt, e.g. 2547XXXXXXXX"
        value={phone}
        error={error}
        onChange={(event) => setPhone(event.target.value)}
      />
      <button type="submit" className="button primary" disabled={sending || waiting}>
        {sending ? <Spinner label="Sending the request" /> : null}
        Request payment
      </button>
      {requested && waiting && (
        <div className="payment-requested" role="status">
          <p>{requested.prompt}</p>
          <p>
            <Spinner label="Waiting for M-Pesa" /> {mpesaWaitMessages.waiting}
          </p>
          <button type="button" className="button primary" onClick={check}>
            Confirm Payment
          </button>
        </div>
      )}
      {wait?.kind === 'paid' && (
        <p className="payment-requested" role="status">
          M-Pesa payment received. Thank you!
        </p>
      )}
      {(wait?.kind === 'failed' || wait?.kind === 'timed_out') && (
        <div className="notice" role="alert" data-testid="mpesa-outcome">
          <p>{wait.message}</p>
          {wait.kind === 'timed_out' && (
            <>
              <button type="button" className="button secondary" onClick={check}>
                Check again
              </button>
              <button type="button" className="button secondary" onClick={cancel}>
                Cancel this request
              </button>
            </>
          )}
        </div>
      )}
    </form>
  );
}
