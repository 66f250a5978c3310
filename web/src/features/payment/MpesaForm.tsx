/**
 * Paying by M-Pesa: the phone to send the STK push to (any Kenyan form, checked with the
 * shared M-Pesa phone rule) and Request payment (`requestPush`: a booking's, or a donation's,
 * volunteer application's or membership's); once the prompt is on the phone, Confirm Payment
 * reads the booking or payable again (`onConfirm`) — when it is not paid yet the visitor is
 * told the payment has not arrived.
 *
 * spec: public-site.md §2.12, §2.15, §4 "Payment", Donation / Volunteer (Request payment sets
 * payment_requested, which reveals Confirm Payment; confirm reloads), §5 "Payment" (Mpesa
 * phone required, 12 characters starting 2547), §9.
 */

import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { mpesaPhone } from '@hifadhi/shared/schemas/payment';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-client';
import type { MpesaStarted } from './payment-requests';

interface MpesaFormProps {
  /** The phone filled in at first; empty when none is known. */
  defaultPhone?: string;
  /**
   * Sends the STK push to `phone` (passed the M-Pesa phone rule).
   * @throws ApiError (e.g. 400 with the phone's message, or the KES 70,000 limit).
   */
  requestPush: (phone: string) => Promise<MpesaStarted>;
  /** Reads the booking or payable again; true when it is paid. */
  onConfirm: () => Promise<boolean>;
  /** What the STK push asks for, whole KES, shown above the phone when given. */
  amountKes?: number;
}

export function MpesaForm({
  defaultPhone = '',
  requestPush,
  onConfirm,
  amountKes,
}: MpesaFormProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const [error, setError] = useState<string | undefined>();
  const [prompt, setPrompt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const request = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(mpesaPhone, phone);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setPrompt((await requestPush(checked.data)).customer_message);
      setNote(null);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.fields?.phone ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      if (!(await onConfirm())) setNote(messages.mpesaNotReceived);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack payment-form" onSubmit={request} noValidate>
      {amountKes !== undefined && (
        <p>
          Amount to pay by M-Pesa:{' '}
          <strong className="amount">{formatMoney(amountKes, 'KES')}</strong>
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
      <button type="submit" className="button primary" disabled={busy}>
        {busy && prompt === null ? <Spinner label="Sending the request" /> : null}
        Request payment
      </button>
      {prompt !== null && (
        <div className="payment-requested" role="status">
          <p>{prompt}</p>
          <p>Enter your M-Pesa PIN on your phone, then confirm here.</p>
          <button type="button" className="button primary" disabled={busy} onClick={confirm}>
            {busy ? <Spinner label="Checking the payment" /> : null}
            Confirm Payment
          </button>
        </div>
      )}
      {note && (
        <p className="field-error" role="alert">
          {note}
        </p>
      )}
    </form>
  );
}
