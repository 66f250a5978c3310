/**
 * The payment panel of a donation, volunteer application or membership: after a card return
 * without a result (Try later, Error) the notice that nothing was charged, with the button to
 * cancel that card payment and pay again; the payment method cards (Mpesa, Card), then the
 * shared M-Pesa form (STK push to the payable's `payments/mpesa`, waiting for its outcome,
 * `onConfirm` once paid) or card form (the payable's hosted checkout).
 *
 * spec: public-site.md §2.15, §4 Donation / Volunteer (after a payment request the confirm
 * button appears; confirming reloads to check whether it is paid), §4 "Payment" (card returns:
 * try-later and error), §5 "Payment", §7.
 */
import { useState } from 'react';
import { apiGet } from '../../lib/api-client';
import { reloadQuery, useApiQuery } from '../../lib/use-api-query';
import { CardForm } from '../payment/CardForm';
import { MpesaForm } from '../payment/MpesaForm';
import type { PaymentStatusRead } from '../payment/mpesa-wait';
import { PaymentMethodCards, type PaymentMode } from '../payment/PaymentMethodCards';
import { paymentPath } from '../payment/payment-requests';
import { UnfinishedCardPayment } from '../payment/UnfinishedCardPayment';
import {
  requestPayableCard,
  requestPayableMpesa,
  useReturnedCardPayment,
} from './payable-requests';

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
  const returnedId = useReturnedCardPayment();
  const returnedPath = returnedId && paymentPath(returnedId);
  const returned = useApiQuery(returnedPath, () => apiGet<PaymentStatusRead>(returnedPath ?? ''));
  const settleReturned = async () => {
    if (!(await onConfirm()) && returnedPath) reloadQuery(returnedPath);
  };
  return (
    <div className="payment-options">
      {returnedId && returned.data?.status === 'pending' && (
        <UnfinishedCardPayment paymentPublicId={returnedId} onSettled={settleReturned} />
      )}
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
