/**
 * International calling codes of countries, from the `countries-list` package, to check that
 * a phone number typed on a form begins with the chosen country's code.
 *
 * spec: public-site.md §5 (Booking form: phone begins with the country calling code);
 * membership-backoffice.md §5 (phone begins with the country calling code).
 */
import { countries, getCountryCode, type TCountryCode } from 'countries-list';

function isCountryCode(value: string): value is TCountryCode {
  return Object.hasOwn(countries, value);
}

/**
 * The calling codes (digits, no `+`) of a country named by its ISO 3166-1 alpha-2 code
 * (`'KE'`) or its English name (`'Kenya'`); undefined when the country is not known.
 * @example callingCodesOf('KE') //=> ['254']
 */
export function callingCodesOf(country: string): string[] | undefined {
  const name = country.trim();
  const code = isCountryCode(name.toUpperCase()) ? name.toUpperCase() : getCountryCode(name);
  if (!code || !isCountryCode(code)) return undefined;
  return countries[code].phone.map(String);
}

/**
 * The calling code `phone` should begin with (digits, no `+`) when it does not begin with
 * `+` and one of the calling codes of `country`; undefined when it does, or when the country
 * is not known (nothing to check it against).
 * @example expectedCallingCode('+255712345678', 'KE') //=> '254'
 * @example expectedCallingCode('+254712345678', 'KE') //=> undefined
 */
export function expectedCallingCode(phone: string, country: string): string | undefined {
  const codes = callingCodesOf(country);
  if (!codes || codes.some((code) => phone.startsWith(`+${code}`))) return undefined;
  return codes[0];
}

/** Every country as a form offers it: ISO 3166-1 alpha-2 `code` and English `name`, by name. */
export function countryOptions(): Array<{ code: string; name: string }> {
  return Object.entries(countries)
    .map(([code, country]) => ({ code, name: country.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
