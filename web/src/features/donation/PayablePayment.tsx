/**
 * The payment panel of a donation, volunteer application or membership: the payment method
 * cards (Mpesa, Card); M-Pesa sends the STK push to a phone (Request payment), then Confirm
 * Payment reads the payable again (`onConfirm`, true once paid) or says the payment has not
 * arrived; Card asks for the receipt e-mail twice and posts the hosted checkout form.
 *
 * spec: public-site.md §2.15, §4 Donation / Volunteer (after a payment request the confirm
 * button appears; confirming reloads to check whether it is paid), §5 "Payment", §7.
 */
import { messages } from '@hifadhi/shared/messages';
import { mpesaPhone } from '@hifadhi/shared/schemas/payment';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-client';
import { CardForm } from '../payment/CardForm';
import { PaymentMethodCards, type PaymentMode } from '../payment/PaymentMethodCards';
import { requestPayableCard, requestPayableMpesa } from './payable-requests';

interface PayablePaymentProps {
  /** API path of the payable, e.g. `/public/donations/DN-…`. */
  payablePath: string;
  defaultEmail: string;
  /** Reads the payable again; true when it is paid. */
  onConfirm: () => Promise<boolean>;
}

function MpesaPanel({ payablePath, onConfirm }: Omit<PayablePaymentProps, 'defaultEmail'>) {
  const [phone, setPhone] = useState('');
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
      setPrompt((await requestPayableMpesa(payablePath, checked.data)).customer_message);
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

export function PayablePayment({ payablePath, defaultEmail, onConfirm }: PayablePaymentProps) {
  const [mode, setMode] = useState<PaymentMode>('Mpesa');
  return (
    <div className="payment-options">
      <PaymentMethodCards mode={mode} onChange={setMode} />
      {mode === 'Mpesa' ? (
        <MpesaPanel payablePath={payablePath} onConfirm={onConfirm} />
      ) : (
        <CardForm
          defaultEmail={defaultEmail}
          requestCheckout={(email) => requestPayableCard(payablePath, email)}
        />
      )}
    </div>
  );
}
