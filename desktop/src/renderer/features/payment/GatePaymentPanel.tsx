/**
 * The gate payment of a booking's balance: cash (online or offline) and M-Pesa (online only).
 *
 * spec: staff-booking.md §2 (GatePayment); pricing-rules.md §Totals and payment.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useState } from 'react';
import { Notice } from '../../components/Notice';
import type { BookingSummary } from '../../lib/gate-types';
import { CashPaymentForm } from './CashPaymentForm';
import { MpesaPaymentForm } from './MpesaPaymentForm';

interface GatePaymentPanelProps {
  summary: BookingSummary;
  online: boolean;
  onPaid: () => void;
}

export function GatePaymentPanel({ summary, online, onPaid }: GatePaymentPanelProps) {
  const balance = summary.booking_payment_balance;
  const [cash, setCash] = useState<{ amount: number; balance: number } | null>(null);
  const money = (amount: number) => formatMoney(amount, summary.currency);
  return (
    <section className="panel" id="payment" aria-labelledby="payment-title">
      <h2 id="payment-title">Gate payment</h2>
      <p className="balance-line">
        Balance due: <strong data-testid="balance">{money(balance)}</strong>
      </p>
      {cash && (
        <Notice tone="success" title="Cash received">
          {money(cash.amount)} taken. Balance now {money(cash.balance)}.
        </Notice>
      )}
      {balance > 0 ? (
        <div className="columns">
          <CashPaymentForm
            summary={summary}
            onPaid={(amount, after) => {
              setCash({ amount, balance: after });
              onPaid();
            }}
          />
          <MpesaPaymentForm summary={summary} online={online} onPaid={onPaid} />
        </div>
      ) : (
        <p>Nothing to pay: the booking is paid.</p>
      )}
    </section>
  );
}
