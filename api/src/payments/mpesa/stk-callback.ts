/**
 * Reads Safaricom's STK callback JSON exactly as posted to `CallBackURL`:
 * `{"Body":{"stkCallback":{MerchantRequestID, CheckoutRequestID, ResultCode, ResultDesc,
 * CallbackMetadata?:{Item:[{Name, Value?}]}}}}`. Metadata items are looked up by `Name`, never by
 * position (`Balance` may come without a `Value`). A body of any other shape is refused with
 * `MalformedStkCallbackError`; nothing else is ever thrown.
 *
 * Callbacks are not signed: a parsed callback is a claim, to be checked against the pending
 * payment (`stk-credit-check.ts`) and, when in doubt, an STK query.
 *
 * Source: research/payments.md §1 "Callback"; spec: api-contract.md §Payments.
 */
import { DomainError } from '@hifadhi/shared/errors';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { parseDarajaTimestamp } from './daraja-timestamp';

/** A callback as Safaricom reported it: paid, or failed with its ResultCode. */
export type StkCallbackResult =
  | {
      outcome: 'paid';
      merchantRequestId: string;
      checkoutRequestId: string;
      resultCode: 0;
      resultDesc: string;
      /** KES actually charged (`Amount`, e.g. 1 or 1.00). */
      amount: Decimal;
      /** `MpesaReceiptNumber`, e.g. NLJ7RT61SV: unique per M-Pesa transaction. */
      mpesaReceiptNumber: string;
      /** The paying MSISDN as sent (2547…/2541…; kept as text, never a number). */
      phoneNumber: string;
      /** `TransactionDate` as sent, `YYYYMMDDHHmmss` in EAT. */
      transactionDate: string;
      /** The same instant as a Date. */
      transactedAt: Date;
    }
  | {
      outcome: 'failed';
      merchantRequestId: string;
      checkoutRequestId: string;
      resultCode: number;
      resultDesc: string;
    };

/** The callback body is not Safaricom's STK callback JSON; `reason` says what is wrong. */
export class MalformedStkCallbackError extends DomainError {
  readonly reason: string;

  constructor(reason: string) {
    super('VALIDATION_FAILED', `Malformed STK callback: ${reason}`);
    this.name = 'MalformedStkCallbackError';
    this.reason = reason;
  }
}

const metadataItem = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

const stkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(metadataItem) }).optional(),
    }),
  }),
});

/**
 * Parses an STK callback body (already JSON-decoded).
 * @throws MalformedStkCallbackError when the body is not a well-formed STK callback, or a
 *   success callback lacks Amount, MpesaReceiptNumber, TransactionDate or PhoneNumber.
 */
export function parseStkCallback(body: unknown): StkCallbackResult {
  const parsed = stkCallbackBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MalformedStkCallbackError(
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const callback = parsed.data.Body.stkCallback;
  const common = {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultDesc: callback.ResultDesc,
  };
  const resultCode = Number(callback.ResultCode);
  if (resultCode !== 0) return { outcome: 'failed', ...common, resultCode };

  const items = callback.CallbackMetadata?.Item ?? [];
  const value = (name: string): string => {
    const found = items.find((item) => item.Name === name)?.Value;
    if (found === undefined || String(found).trim() === '') {
      throw new MalformedStkCallbackError(`CallbackMetadata item ${name} is missing`);
    }
    return String(found).trim();
  };

  const amountText = value('Amount');
  if (!/^\d+(\.\d+)?$/.test(amountText) || new Decimal(amountText).lte(0)) {
    throw new MalformedStkCallbackError(`Amount ${amountText} is not a positive number`);
  }
  const transactionDate = value('TransactionDate');
  const transactedAt = parseDarajaTimestamp(transactionDate);
  if (transactedAt === null) {
    throw new MalformedStkCallbackError(`TransactionDate ${transactionDate} is not YYYYMMDDHHmmss`);
  }
  return {
    outcome: 'paid',
    ...common,
    resultCode: 0,
    amount: new Decimal(amountText),
    mpesaReceiptNumber: value('MpesaReceiptNumber'),
    phoneNumber: value('PhoneNumber'),
    transactionDate,
    transactedAt,
  };
}
