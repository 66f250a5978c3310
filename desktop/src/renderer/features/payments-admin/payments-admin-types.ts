/**
 * The payments back office's records as the API answers them (api/src/payments-admin and
 * `GET /payments/attention`): a payment, a payment failure, a bank slip and its allocation, and
 * a payment flagged for attention. Amounts are in `currency` (whole units, cents allowed for a
 * card payment); instants are ISO strings.
 *
 * spec: staff-booking.md §2.9 (payments, payment failures, bank slips); api-contract.md
 * §Payments.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { PaymentChannel } from '@hifadhi/shared/schemas/payments-admin';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

type PayableKind = 'booking' | 'donation' | 'volunteer' | 'membership';

export interface PaymentSummary {
  payment_public_id: string;
  payable_kind: PayableKind;
  payable_reference: string;
  booking_public_id: string | null;
  method: PaymentChannel;
  received_as: string | null;
  amount: number;
  currency: CurrencyCode;
  status: 'paid' | 'pending';
  provider_reference: string | null;
  phone: string | null;
  email: string | null;
  at: string;
  recorded_by: string | null;
  recorded_by_name: string | null;
  attention_reason: string | null;
}
export type PaymentPage = PageAnswer & { data: PaymentSummary[] };

export interface PaymentFailure {
  payment_public_id: string;
  payable_kind: PayableKind;
  payable_reference: string;
  booking_public_id: string | null;
  method: PaymentChannel;
  amount: number;
  currency: CurrencyCode;
  outcome: 'failed' | 'cancelled';
  reason: string;
  provider_reason: string | null;
  provider_result_code: string | null;
  phone: string | null;
  email: string | null;
  at: string;
  started_at: string;
}
export type PaymentFailurePage = PageAnswer & { data: PaymentFailure[] };

export interface BankSlip {
  bank_slip_public_id: string;
  bank: string;
  reference: string;
  amount: number;
  currency: CurrencyCode;
  paid_on: string;
  payer: string | null;
  note: string | null;
  recorded_by: string;
  recorded_by_name: string | null;
  recorded_at: string;
  allocation: {
    booking_public_id: string;
    booking_ref_code: string;
    payment_public_id: string;
    allocated_by: string;
    allocated_by_name: string | null;
    allocated_at: string;
  } | null;
}
export type BankSlipPage = PageAnswer & { data: BankSlip[] };

/** `POST /bank-slips/{id}/allocate`: the slip and the payment with the booking after it. */
export interface AllocatedSlip {
  slip: BankSlip;
  payment: {
    booking_public_id: string;
    booking_status: string;
    booking_payment_status: string;
    booking_payment_balance: number;
    payment_public_id: string;
    amount: number;
    currency: string;
  };
}

export interface FlaggedPayment {
  payment_public_id: string;
  payable_kind: PayableKind;
  payable_reference: string;
  method: PaymentChannel;
  amount: number;
  currency: CurrencyCode;
  provider_reference: string | null;
  phone: string | null;
  email: string | null;
  reason: string;
  flagged_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  resolution: string | null;
}
