/**
 * M-Pesa at the gate: an STK push to the guest's phone, then the payment's status until it is
 * paid or fails. Needs the internet: offline the kiosk says so plainly and offers cash.
 *
 * spec: staff-booking.md §2 (GatePayment); public-site.md §4 (M-Pesa); k-contract.md §Gate
 * payment and receipts.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { gateGet, gatePost } from '../../lib/gate-api';
import type { BookingSummary, MpesaStatus } from '../../lib/gate-types';

const POLL_MILLISECONDS = 2000;

interface MpesaPaymentFormProps {
  summary: BookingSummary;
  online: boolean;
  onPaid: () => void;
}

export function MpesaPaymentForm({ summary, online, onPaid }: MpesaPaymentFormProps) {
  const [phone, setPhone] = useState(summary.phone);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [state, setState] = useState<MpesaStatus | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!paymentId) return;
    const timer = setInterval(async () => {
      try {
        const status = await gateGet<MpesaStatus>(`/mpesa-payments/${paymentId}`);
        setState(status);
        if (status.status !== 'pending') {
          clearInterval(timer);
          setPaymentId(null);
          if (status.status === 'paid') onPaid();
        }
      } catch (caught) {
        setError(caught);
      }
    }, POLL_MILLISECONDS);
    return () => clearInterval(timer);
  }, [paymentId, onPaid]);

  if (!online) {
    return (
      <div className="form">
        <h3>M-Pesa</h3>
        <Notice tone="info" title="M-Pesa needs the internet">
          The kiosk is offline: take cash, or try again when it is back online.
        </Notice>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setState(null);
    try {
      const started = await gatePost<{ payment_public_id: string }>(
        `/bookings/${summary.booking_public_id}/mpesa-payments`,
        { phone },
      );
      setPaymentId(started.payment_public_id);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <form className="form" onSubmit={submit} aria-label="M-Pesa payment">
      <h3>M-Pesa</h3>
      <Field
        label="M-Pesa phone number"
        type="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        required
      />
      {error !== null && <ErrorNotice error={error} />}
      {paymentId && (
        <Notice tone="info" title="Waiting for the guest">
          The payment request is on the guest's phone: they enter their M-Pesa PIN.
        </Notice>
      )}
      {state && state.status !== 'pending' && (
        <Notice tone={state.status === 'paid' ? 'success' : 'error'}>{state.message}</Notice>
      )}
      <button type="submit" className="button button-primary" disabled={paymentId !== null}>
        Send payment request
      </button>
    </form>
  );
}
