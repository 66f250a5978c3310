/**
 * The payment panel of a donation, volunteer application or membership: the payment method
 * cards (Mpesa, Card), then the shared M-Pesa form (STK push to the payable's
 * `payments/mpesa`, waiting for its outcome, `onConfirm` once paid) or card form (the
 * payable's hosted checkout).
 *
 * spec: public-site.md §2.15, §4 Donation / Volunteer (after a payment request the confirm
 * button appears; confirming reloads to check whether it is paid), §5 "Payment", §7.
 */
import { useState } from 'react';
import { CardForm } from '../payment/CardForm';
import { MpesaForm } from '../payment/MpesaForm';
import { PaymentMethodCards, type PaymentMode } from '../payment/PaymentMethodCards';
import { requestPayableCard, requestPayableMpesa } from './payable-requests';

interface PayablePaymentProps {
  /** API path of the payable, e.g. `/public/donations/DN-…`. */
  payablePath: string;
  defaultEmail: string;
  /** Reads the payable again once its M-Pesa payment is paid; true when it is paid. */
  onConfirm: () => Promise<boolean>;
  /** The method chosen first (default Mpesa), e.g. the one picked on the donation form. */
  initialMode?: PaymentMode;
}

export function PayablePayment({
  payablePath,
  defaultEmail,
  onConfirm,
  initialMode = 'Mpesa',
}: PayablePaymentProps) {
  const [mode, setMode] = useState<PaymentMode>(initialMode);
  return (
    <div className="payment-options">
      <PaymentMethodCards mode={mode} onChange={setMode} />
      {mode === 'Mpesa' ? (
        <MpesaForm
          requestPush={(phone) => requestPayableMpesa(payablePath, phone)}
          onPaid={onConfirm}
        />
      ) : (
        <CardForm
          defaultEmail={defaultEmail}
          requestCheckout={(email) => requestPayableCard(payablePath, email)}
        />
      )}
    </div>
  );
}
