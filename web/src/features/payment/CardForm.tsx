/**
 * Paying by card: the e-mail for the card provider's receipt, typed twice, then Pay by card
 * asks the API for the hosted checkout form (`requestCheckout`: a booking's, or a donation's,
 * volunteer application's or membership's) and POSTs it from the browser to the provider.
 *
 * spec: public-site.md §2.12 (card form), §2.15, §4 "Payment" (Card: a form submitted to an
 * external card payment provider), §5 "Payment" (card payment email required and
 * re-confirmed), §7.
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { emailAddress } from '@hifadhi/shared/schemas/common';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-client';
import { type CardCheckoutForm, postCheckoutForm } from './payment-requests';

interface CardFormProps {
  defaultEmail: string;
  /**
   * The hosted checkout form for paying by card, receipt to `email`.
   * @throws ApiError (e.g. 400 with the e-mail's message).
   */
  requestCheckout: (email: string) => Promise<CardCheckoutForm>;
  /** What the card is charged (whole units of `currency`), shown above the e-mail when given. */
  charge?: { amount: number; currency: CurrencyCode };
}

const cardEmail = emailAddress(messages.required);

export function CardForm({ defaultEmail, requestCheckout, charge }: CardFormProps) {
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
      postCheckoutForm(await requestCheckout(checked.data));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setErrors({ email: failure.body.fields?.email ?? failure.message });
      setBusy(false);
    }
  };

  return (
    <form className="form-stack payment-form" onSubmit={pay} noValidate>
      {charge && (
        <p>
          Amount to pay by card:{' '}
          <strong className="amount">{formatMoney(charge.amount, charge.currency)}</strong>
        </p>
      )}
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
