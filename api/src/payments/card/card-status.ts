/**
 * What iVeri Lite's `Lite_Payment_Card_Status` means, which is also the return URL iVeri sends
 * the browser to: 0 success; 1, 2, 5 and 9 try later; 255 error (the form was wrong); any other
 * value fail.
 *
 * Source: research/payments.md §2 (iveri.co.za knowsystem "Parameters"); spec: public-site.md §4
 * (Card: success, failure, try-later and error returns).
 */

/** The four outcomes, one per return URL. */
export type CardStatusOutcome = 'success' | 'try_later' | 'error' | 'fail';

const TRY_LATER = new Set([1, 2, 5, 9]);

/** The outcome of a `Lite_Payment_Card_Status` value ("0", "9", 255, …). */
export function cardStatusOutcome(status: string | number): CardStatusOutcome {
  const text = String(status).trim();
  if (!/^\d+$/.test(text)) return 'fail';
  const code = Number(text);
  if (code === 0) return 'success';
  if (TRY_LATER.has(code)) return 'try_later';
  if (code === 255) return 'error';
  return 'fail';
}
