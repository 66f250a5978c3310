/**
 * The countries a visitor can pick, from the installed `countries-list` package: English name,
 * ISO 3166-1 alpha-2 code and the first international calling code (digits, no `+`), sorted by
 * name. Kenya is `{ name: 'Kenya', code: 'KE', calling_code: '254' }`.
 *
 * spec: public-site.md §3 (Lookups: country name, code, calling_code); staff-booking.md §3.2.
 */
import { callingCodesOf } from '@hifadhi/shared/phone/calling-code';
import { countries as countryData } from 'countries-list';

export interface Country {
  name: string;
  code: string;
  calling_code: string;
}

/** Every country with a calling code, sorted by English name. */
export const countries: readonly Country[] = Object.entries(countryData)
  .flatMap(([code, { name }]) => {
    const callingCode = callingCodesOf(code)?.[0];
    return callingCode ? [{ name, code, calling_code: callingCode }] : [];
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
