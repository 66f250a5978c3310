/**
 * Reads the fields iVeri posts with the browser's return (success, fail, try-later or error
 * URL). They are a UI hint only and can be forged: they say which pending payment to confirm
 * and which page to show while confirming, never whether it is paid (card-payment-verdict.ts
 * decides that from the status query).
 *
 * spec: public-site.md §4 Payment (Card returns); research/payments.md §2 step 2.
 */
import { type CardStatusOutcome, cardStatusOutcome } from './card-status';

/** The trace to confirm and the outcome the browser claims. */
export interface CardReturnHint {
  merchantTrace: string | null;
  claimedOutcome: CardStatusOutcome;
}

/** The hint in a return's form or query fields. */
export function readCardReturn(fields: Readonly<Record<string, string>>): CardReturnHint {
  const trace = fields.Lite_Merchant_Trace?.trim();
  return {
    merchantTrace: trace ? trace : null,
    claimedOutcome: cardStatusOutcome(fields.Lite_Payment_Card_Status ?? ''),
  };
}
