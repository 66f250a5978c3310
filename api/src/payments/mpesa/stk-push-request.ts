/**
 * The STK push request body (`POST /mpesa/stkpush/v1/processrequest`) and Daraja's field rules,
 * checked before sending so a broken request never reaches Safaricom: `Amount` whole KES ≥ 1,
 * `PartyA`/`PhoneNumber` a `2547…`/`2541…` MSISDN, `AccountReference` 1–12 characters,
 * `TransactionDesc` ≤ 13, `CallBackURL` an http(s) URL without spaces. The simulator enforces the
 * same rules.
 *
 * Source: research/payments.md §1 "STK push" and "Pitfalls"; pricing-rules.md "Money and
 * rounding" item 4 (M-Pesa amounts are whole KES).
 */
import Decimal from 'decimal.js';
import { type DarajaResult, darajaFailure } from './daraja-http';
import { darajaPassword } from './daraja-timestamp';

/** Longest `AccountReference` Daraja accepts (characters). */
export const STK_ACCOUNT_REFERENCE_MAX = 12;
/** Longest `TransactionDesc` Daraja accepts (characters). */
export const STK_TRANSACTION_DESC_MAX = 13;
/** A Safaricom MSISDN as Daraja wants it: 254 then 7XXXXXXXX or 1XXXXXXXX. */
export const MPESA_MSISDN = /^254[17]\d{8}$/;
/** `TransactionType` values: paybill or till (buy goods). */
export const STK_TRANSACTION_TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'] as const;
export type StkTransactionType = (typeof STK_TRANSACTION_TYPES)[number];

/** The receiving merchant: shortcode, passkey, paybill or till, and `PartyB`. */
export interface StkMerchant {
  shortcode: string;
  passkey: string;
  transactionType: StkTransactionType;
  /** The receiving shortcode; for a till (`CustomerBuyGoodsOnline`) the till number. */
  partyB: string;
}

/** What the caller asks for: who pays, how much (whole KES) and where the callback goes. */
export interface StkPushRequest {
  /** The paying phone: `0712 345 678`, `+254…`, `2547…`; sent normalised to 2547…/2541…. */
  phone: string;
  /** Whole KES, at least 1; fractions are refused, never rounded here. */
  amount: Decimal.Value;
  /** Shown in the prompt; 1–12 characters. */
  accountReference: string;
  /** At most 13 characters (default "Payment"). */
  transactionDesc?: string;
  /** Public URL Safaricom posts the STK callback to. */
  callbackUrl: string;
}

/** The JSON body Daraja expects, in Safaricom's field names. */
export interface StkPushBody {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: StkTransactionType;
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

/** True when `amount` is a whole number of shillings, at least 1. */
export function isWholeShillings(amount: Decimal.Value): boolean {
  try {
    const value = new Decimal(amount);
    return value.isInteger() && value.gte(1);
  } catch {
    return false;
  }
}

/** True when `url` is an absolute http(s) URL with no whitespace anywhere. */
export function isCallbackUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Builds the STK push body for `timestamp` (`YYYYMMDDHHmmss`, EAT), or the field that breaks
 * Daraja's rules as an `invalid_request` failure.
 */
export function buildStkPushBody(
  merchant: StkMerchant,
  request: StkPushRequest,
  timestamp: string,
): DarajaResult<StkPushBody> {
  const invalid = (field: string, message: string) =>
    darajaFailure<StkPushBody>({ kind: 'invalid_request', field, message });
  const transactionDesc = request.transactionDesc ?? 'Payment';
  if (!isWholeShillings(request.amount)) {
    return invalid('Amount', 'Amount must be whole Kenya shillings, at least 1');
  }
  if (!MPESA_MSISDN.test(request.phone)) {
    return invalid('PhoneNumber', 'Phone must be a Safaricom number 2547XXXXXXXX or 2541XXXXXXXX');
  }
  const reference = request.accountReference;
  if (reference.trim() === '' || reference.length > STK_ACCOUNT_REFERENCE_MAX) {
    return invalid(
      'AccountReference',
      `AccountReference must be 1-${STK_ACCOUNT_REFERENCE_MAX} characters`,
    );
  }
  if (transactionDesc.length > STK_TRANSACTION_DESC_MAX) {
    return invalid(
      'TransactionDesc',
      `TransactionDesc must be at most ${STK_TRANSACTION_DESC_MAX} characters`,
    );
  }
  if (!isCallbackUrl(request.callbackUrl)) {
    return invalid('CallBackURL', 'CallBackURL must be an http(s) URL without spaces');
  }
  return {
    ok: true,
    value: {
      BusinessShortCode: merchant.shortcode,
      Password: darajaPassword(merchant.shortcode, merchant.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: merchant.transactionType,
      Amount: new Decimal(request.amount).toNumber(),
      PartyA: request.phone,
      PartyB: merchant.partyB,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: reference,
      TransactionDesc: transactionDesc,
    },
  };
}
