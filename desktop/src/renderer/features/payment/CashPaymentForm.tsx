/**
 * Cash taken at the gate towards a booking's balance, in the booking's currency (whole units).
 * Works offline: the payment is queued and uploaded when the kiosk is back online.
 *
 * spec: staff-booking.md §2 (GatePayment); k-contract.md §Gate payment and receipts.
 */
import { useState } from 'react';
import { Field } from '../../components/Field';
import { FormSubmit } from '../../components/FormSubmit';
import { gatePost } from '../../lib/gate-api';
import type { BookingSummary } from '../../lib/gate-types';
import { useFormSubmit } from '../../lib/use-form-submit';

interface CashPaymentFormProps {
  summary: BookingSummary;
  /** Called with the cash taken and the balance after it (whole units). */
  onPaid: (amount: number, balance: number) => void;
}

export function CashPaymentForm({ summary, onPaid }: CashPaymentFormProps) {
  const [amount, setAmount] = useState(String(summary.booking_payment_balance));
  const { busy, error, submit } = useFormSubmit(async () => {
    const paid = await gatePost<{ summary: BookingSummary }>(
      `/bookings/${summary.booking_public_id}/cash-payments`,
      { amount: Number(amount), currency: summary.currency },
    );
    setAmount(String(paid.summary.booking_payment_balance));
    onPaid(Number(amount), paid.summary.booking_payment_balance);
  });

  return (
    <form className="form" onSubmit={submit} aria-label="Cash payment">
      <h3>Cash</h3>
      <Field
        label={`Cash received (${summary.currency})`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <FormSubmit label="Take cash" busyLabel="Recording…" busy={busy} error={error} />
    </form>
  );
}
