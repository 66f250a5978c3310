/**
 * Starting a payment for a payable: reads what is owed under a row lock, works out what to ask
 * (the balance, or part of a booking's balance, plus donations added on the payment page),
 * refuses a second payment while a pending one already covers the balance (so the payer is never
 * charged twice; a pending payment the provider has since settled is asked about first) and STK
 * pushes beyond the throttle, records a pending payment, then asks the provider: an STK push to the phone (whole KES, only
 * while the KES balance is below 70,000) or the hosted card form (in the payable's currency).
 * Nothing is credited here: the callback, an STK query or the card status query does that.
 *
 * spec: api-contract.md §Payments; public-site.md §4 Payment, §5 Payment (M-Pesa below
 * KES 70,000), §7 (Mpesa request, Card donation post); pricing-rules.md §"Totals and payment".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { convert } from '@hifadhi/shared/money/convert';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import { mpesaAllowed } from '@hifadhi/shared/pricing/payment-terms';
import type { PublicDonation } from '@hifadhi/shared/schemas/payment';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { partOfBalance } from './part-of-balance';
import {
  type PayableKind,
  type PayableState,
  type PaymentDonation,
  payableColumn,
} from './payable';
import { paymentMessages } from './payment-messages';
import type { OnlineMethod, ProviderNextStep } from './payment-provider';
import { appendLedger, type PaymentRow } from './payment-records';
import type { PaymentDeps } from './payments-runtime';
import {
  balanceCoveredBy,
  pendingPaymentRefusal,
  pendingPaymentsOf,
} from './pending-payment-cover';
import { checkPayment } from './settle-payment';
import { checkStkPushThrottle } from './stk-push-throttle';

/** What the payer asks for. */
export interface StartPaymentRequest {
  kind: PayableKind;
  /** The payable's public id (booking_public_id, donation_ref_code, …). */
  publicId: string;
  method: OnlineMethod;
  /** M-Pesa phone, normalised 254…. */
  phone?: string;
  /** Card e-mail; default the payable's. */
  email?: string | null;
  /** Part of a booking's balance to pay now (whole units); default the whole balance. */
  amount?: number | null;
  /** Donations added on a booking's payment page. */
  publicDonations?: readonly PublicDonation[];
}

/** A started payment: its id, what the payer is asked for, and the next step. */
export interface StartedPayment {
  payment_public_id: string;
  /** What the provider collects, in `currency` (whole KES for M-Pesa). */
  amount: number;
  currency: CurrencyCode;
  next: ProviderNextStep;
}

/** The donations converted to the payable's currency, each rounded up to a whole unit. */
function donationsIn(state: PayableState, donations: readonly PublicDonation[]): PaymentDonation[] {
  return donations.map((donation) => ({
    cause: donation.cause,
    currency: donation.new_donation_currency_id,
    amount: donation.new_donation_amount,
    booking_currency_amount: String(
      ceilToWhole(
        convert(
          donation.new_donation_amount,
          donation.new_donation_currency_id,
          state.currency,
          state.rates,
        ),
      ),
    ),
  }));
}

interface PlannedPayment {
  state: PayableState;
  paymentId: number;
  paymentPublicId: string;
  callbackToken: string | null;
  amount: Decimal;
  currency: CurrencyCode;
}

/** Pending payments that already cover what the payer asks to pay. */
interface BlockedPayment {
  blockedBy: PaymentRow[];
}

/**
 * Locks the payable, checks it can be paid as asked, and records the pending payment; or
 * answers the pending payments that already cover the balance.
 */
async function planPayment(
  deps: PaymentDeps,
  request: StartPaymentRequest,
): Promise<PlannedPayment | BlockedPayment> {
  const handler = deps.handlers[request.kind];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const state = await handler.lockByPublicId(tx, request.publicId, now);
    if (state === null) throw handler.notFound();
    if (state.refusal) throw state.refusal;
    const donations =
      request.kind === 'booking' ? donationsIn(state, request.publicDonations ?? []) : [];
    const donationTotal = donations.reduce(
      (sum, donation) => sum.plus(donation.booking_currency_amount),
      new Decimal(0),
    );
    const part = partOfBalance(state, request.amount);
    const credit = part.plus(donationTotal);
    if (credit.lte(0)) {
      throw new DomainError('CONFLICT', paymentMessages.alreadyPaid(request.kind));
    }
    const pending = await pendingPaymentsOf(tx, request.kind, state.id, now);
    if (pending.length > 0 && part.gt(state.balance.minus(balanceCoveredBy(pending)))) {
      return { blockedBy: pending };
    }
    if (request.method === 'mpesa' && request.phone !== undefined) {
      await checkStkPushThrottle(tx, {
        kind: request.kind,
        payableId: state.id,
        phone: request.phone,
        now,
      });
    }

    let amount = credit;
    let currency = state.currency;
    if (request.method === 'mpesa') {
      const owedInKes = state.balance.plus(donationTotal);
      if (!mpesaAllowed(owedInKes.toNumber(), state.currency, state.rates)) {
        throw new DomainError('VALIDATION_FAILED', messages.mpesaLimit, {
          messages: [messages.mpesaLimit],
        });
      }
      amount = new Decimal(ceilToWhole(convert(credit, state.currency, 'KES', state.rates)));
      currency = 'KES';
    }

    const paymentPublicId = randomUUID();
    const callbackToken = request.method === 'mpesa' ? randomBytes(24).toString('base64url') : null;
    const [row] = await tx
      .insert(payments)
      .values({
        payment_public_id: paymentPublicId,
        payable_kind: request.kind,
        [payableColumn[request.kind]]: state.id,
        method: request.method,
        amount: amount.toFixed(2),
        currency,
        credit_amount: credit.toFixed(2),
        payable_currency: state.currency,
        public_donations: donations,
        phone: request.phone ?? null,
        email: request.method === 'card' ? (request.email ?? state.email) : null,
        callback_token: callbackToken,
        created_at: now,
      })
      .returning({ id: payments.id });
    return {
      state,
      paymentId: row!.id,
      paymentPublicId,
      callbackToken,
      amount,
      currency,
    };
  });
}

/**
 * Plans the payment; when pending payments cover the balance, asks their providers how they
 * ended (the answer settles them) and plans once more.
 * @throws DomainError CONFLICT with `pendingPaymentRefusal`'s message while one is still pending.
 */
async function planUnlessPending(
  deps: PaymentDeps,
  request: StartPaymentRequest,
): Promise<PlannedPayment> {
  const first = await planPayment(deps, request);
  if (!('blockedBy' in first)) return first;
  for (const payment of first.blockedBy) await checkPayment(deps, payment);
  const second = await planPayment(deps, request);
  if ('blockedBy' in second) throw pendingPaymentRefusal(second.blockedBy[0] as PaymentRow);
  return second;
}

/**
 * Starts a payment (see the module comment).
 * @throws the handler's not-found DomainError for an unknown payable; CONFLICT when it is
 *   already paid, cancelled or expired; VALIDATION_FAILED for an amount outside 1 … balance or
 *   an M-Pesa payment of KES 70,000 or more ('KINDLY NOTE THAT PAYMENTS ABOVE KES 70,000 CANNOT
 *   BE PROCESSED'); CONFLICT while a pending payment covers the balance; RATE_LIMITED beyond
 *   the STK push throttle; PAYMENT_FAILED with the payer's message when the provider refuses.
 */
export async function startPayment(
  deps: PaymentDeps,
  request: StartPaymentRequest,
): Promise<StartedPayment> {
  const plan = await planUnlessPending(deps, request);
  const provider = deps.payments.providers[request.method];
  const base = deps.payments.apiBaseUrl();
  const returnUrl = (outcome: string) =>
    `${base}/payments/card/return/${plan.paymentPublicId}?outcome=${outcome}`;
  const result = await provider.start({
    amount: plan.amount,
    currency: plan.currency,
    reference: plan.state.reference,
    description: plan.state.description,
    phone: request.phone,
    email: request.email ?? plan.state.email,
    callbackUrl: `${base}/payments/mpesa/callback/${plan.callbackToken ?? ''}`,
    returnUrls: {
      success: returnUrl('success'),
      fail: returnUrl('fail'),
      tryLater: returnUrl('try_later'),
      error: returnUrl('error'),
    },
  });
  const now = deps.clock.now();
  if (!result.ok) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', failure_reason: result.reason, settled_at: now })
        .where(eq(payments.id, plan.paymentId));
      await appendLedger(tx, {
        paymentId: plan.paymentId,
        provider: request.method,
        providerReference: null,
        status: 'failed',
        amount: 0,
        currency: plan.currency,
        source: 'start',
        reason: result.reason,
        raw: result.raw,
        at: now,
      });
    });
    throw new DomainError('PAYMENT_FAILED', result.reason);
  }
  await deps.db
    .update(payments)
    .set({
      checkout_request_id: result.keys.checkoutRequestId ?? null,
      merchant_request_id: result.keys.merchantRequestId ?? null,
      merchant_trace: result.keys.merchantTrace ?? null,
      application_id: result.keys.applicationId ?? null,
    })
    .where(eq(payments.id, plan.paymentId));
  return {
    payment_public_id: plan.paymentPublicId,
    amount: plan.amount.toNumber(),
    currency: plan.currency,
    next: result.next,
  };
}
