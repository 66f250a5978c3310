/**
 * The phone after a country is chosen on a personal-details form: an empty phone, or one that
 * is still only a calling code (`+` and up to four digits), becomes `+{calling_code}` of the
 * chosen country; a phone the visitor has typed further is kept.
 *
 * spec: public-site.md §5, §9 (the phone begins with the country calling code, filled in on the
 * country choice); membership-backoffice.md §5.
 */
export function phoneWithCallingCode(phone: string, callingCode: string): string {
  const typed = phone.trim();
  return typed === '' || /^\+\d{0,4}$/.test(typed) ? `+${callingCode}` : phone;
}
