/**
 * Which routes are payment pages: on them the currency menu is hidden (the booking's own
 * currency applies).
 *
 * spec: public-site.md §2.1 (payment routes are flagged as payment pages; the currency menu is
 * hidden on them).
 */
const PAYMENT_ROUTE_PREFIXES = [
  '/payment/',
  '/express-payment-info',
  '/support-us-payment/',
  '/program-payment/',
  '/membership-payment/',
];

/** True when `pathname` is a payment page. */
export function isPaymentRoute(pathname: string): boolean {
  return PAYMENT_ROUTE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
