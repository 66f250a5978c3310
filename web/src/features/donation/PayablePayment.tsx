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
import { emailAddress } from '@hifadhi/shared/schemas/common';
import { mpesaPhone } from '@hifadhi/shared/schemas/payment';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-client';
import { PaymentMethodCards, type PaymentMode } from '../payment/PaymentMethodCards';
import { postCheckoutForm } from '../payment/payment-requests';
import { requestPayableCard, requestPayableMpesa } from './payable-requests';

interface PayablePaymentProps {
  /** API path of the payable, e.g. `/public/donations/DN-…`. */
  payablePath: string;
  defaultEmail: string;
  /** Reads the payable again; true when it is paid. */
  onConfirm: () => Promise<boolean>;
}

const cardEmail = emailAddress(messages.required);

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

function CardPanel({ payablePath, defaultEmail }: Omit<PayablePaymentProps, 'onConfirm'>) {
  const [email, setEmail] = useState(defaultEmail);
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ email?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(cardEmail, email);
    const next = {
      email: checked.error?.message,
      confirmation: !confirmation.trim()
        ? messages.required
        : confirmation.trim() !== email.trim()
          ? messages.emailMismatch
          : undefined,
    };
    setErrors(next);
    if (!checked.ok || next.confirmation) return;
    setBusy(true);
    try {
      postCheckoutForm(await requestPayableCard(payablePath, checked.data));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setErrors({ email: failure.body.fields?.email ?? failure.message });
      setBusy(false);
    }
  };

  return (
    <form className="form-stack payment-form" onSubmit={pay} noValidate>
      <TextField
        label="E-mail for the receipt"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Confirm e-mail"
        type="email"
        autoComplete="email"
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? <Spinner label="Opening the card page" /> : null}
        Pay by card
      </button>
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
        <CardPanel payablePath={payablePath} defaultEmail={defaultEmail} />
      )}
    </div>
  );
}
