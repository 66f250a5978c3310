/**
 * Why a payment failed, in the provider's own words, read from the raw answer the ledger keeps
 * of the failure (its latest `failed` row):
 * - an STK callback (`Body.stkCallback.ResultCode`, `ResultDesc`, e.g. 1032 "Request cancelled
 *   by user");
 * - an STK query's answer (`resultCode`, `resultDesc`);
 * - a refused STK push (`errorCode`, `errorMessage`, or `message` when Daraja was unreachable);
 * - the card gateway's status query (`cardStatus`, `reason`: its `Lite_Result_Description`);
 * - a card checkout that could not be built (`error`).
 * A payment the payer cancelled on the site has no provider answer (both null). As SQL
 * expressions over `payments`, for the payments lists.
 *
 * spec: public-site.md §2.14 (the decline reason from the provider); research/payments.md §1
 * (ResultCodes, ResultDesc); api-contract.md §Payments (the ledger keeps every raw answer).
 */
import { type SQL, sql } from 'drizzle-orm';
import { paymentLedger, payments } from '../db/schema/payments';
import { PAYER_CANCELLED } from '../payments/settle-payment';

/** `expression` of the payment's latest `failed` ledger row's raw payload. */
function fromFailure<T>(expression: SQL): SQL<T> {
  return sql<T>`(select ${expression} from ${paymentLedger} as failure
    where failure.payment_id = ${payments.id} and failure.status = 'failed'
    order by failure.at desc, failure.id desc limit 1)`;
}

const raw = sql.raw('failure.raw_payload');
export const providerReason = fromFailure<string | null>(sql`coalesce(
  ${raw}->'Body'->'stkCallback'->>'ResultDesc',
  ${raw}->>'resultDesc',
  case when ${raw}->>'status' = 'declined' then ${raw}->>'reason' end,
  ${raw}->>'errorMessage',
  ${raw}->>'message',
  ${raw}->>'error')`);
export const providerResultCode = fromFailure<string | null>(sql`coalesce(
  ${raw}->'Body'->'stkCallback'->>'ResultCode',
  ${raw}->>'resultCode',
  ${raw}->>'cardStatus',
  ${raw}->>'errorCode')`);

/** M-Pesa's ResultCode of a prompt the customer cancelled on the phone. */
const STK_CANCELLED_BY_USER = '1032';

/** The payer cancelled it: on the site, or the M-Pesa prompt on the phone (1032). */
export const cancelledPayment = sql`coalesce(${payments.failure_reason} = ${PAYER_CANCELLED}
  or (${payments.method} = 'mpesa' and ${providerResultCode} = ${STK_CANCELLED_BY_USER}), false)`;
