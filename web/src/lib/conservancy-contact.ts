/**
 * The conservancy's name and contact details as the site shows them (footer, confirmation and
 * payment failure pages). They are the demo conservancy's, as in its catalogue.
 *
 * spec: public-site.md §2.3 (the provider's contact phone and reservations e-mail are shown
 * on failure and confirmation pages), §2.14.
 */
export const conservancy = {
  name: 'Kijani Conservancy',
  contactPhone: '+254 700 000 123',
  reservationsEmail: 'reservations@kijani.example',
} as const;
