/**
 * Kenyan mobile numbers as M-Pesa and SMS need them: `254` followed by the nine-digit
 * subscriber number, e.g. `254712345678` (12 digits, no `+`).
 *
 * Accepted input forms, with any spaces or dashes: `0712 345 678`, `0110-123-456`,
 * `712345678`, `+254 712 345 678`, `254712345678`. A Kenyan mobile number is one in the
 * `07…` range or the `010…`/`011…` ranges opened in 2019 (Airtel 0100–0102, Safaricom
 * 0110–0115); every operator is accepted, as numbers move between networks.
 *
 * spec: public-site.md §5 (Payment), §9 (Mpesa prefix 254, 12 characters starting 2547);
 * research/payments.md §4 (Phones).
 */

/** A normalised Kenyan mobile number: `254` + 9 digits, starting `2547` or `2541`. */
export type KenyanMobileNumber = string;

const SEPARATORS = /[\s-]/g;
const KENYAN_MOBILE = /^254(?:7\d{8}|1[01]\d{7})$/;

function withCountryCode(compact: string): string {
  if (compact.startsWith('+254')) return compact.slice(1);
  if (compact.startsWith('254')) return compact;
  if (compact.startsWith('0')) return `254${compact.slice(1)}`;
  return `254${compact}`;
}

/**
 * The number as `254XXXXXXXXX`, or null when it is not a Kenyan mobile number
 * (a landline, a foreign number, too few or too many digits, letters).
 * @example normalisePhone('0712 345 678') //=> '254712345678'
 * @example normalisePhone('+254 110 123456') //=> '254110123456'
 * @example normalisePhone('020 222 2222') //=> null
 */
export function normalisePhone(value: string): KenyanMobileNumber | null {
  const candidate = withCountryCode(value.trim().replace(SEPARATORS, ''));
  return KENYAN_MOBILE.test(candidate) ? candidate : null;
}

/**
 * True when `value` can receive an M-Pesa STK push: after normalising it is 12 characters
 * starting `2547` or `2541`.
 */
export function isMpesaPhone(value: string): boolean {
  return normalisePhone(value) !== null;
}
