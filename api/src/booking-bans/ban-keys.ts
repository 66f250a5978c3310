/**
 * How a ban recognises a guest whatever way they wrote themselves down: an e-mail address in
 * lower case, a phone number as its digits alone (`+254 712-345 678` → `254712345678`; a Kenyan
 * mobile number in any of its forms, `0712 345678` too, as `normalisePhone` writes it), a
 * vehicle registration in upper case without spaces or dashes (`kda 123a` → `KDA123A`). Blank
 * gives null (nothing to match on). Bans store these keys; bookings are matched by them.
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (a booking whose guest matches
 * an active ban by e-mail, phone or vehicle registration).
 */

import { normalisePhone } from '@hifadhi/shared/phone/normalise-phone';

/** The keys of one guest (or one ban); null where the field is blank. */
export interface BanKeys {
  email_key: string | null;
  phone_key: string | null;
  vehicle_key: string | null;
}

function keyOf(value: string | null | undefined, normalise: (text: string) => string) {
  const key = value ? normalise(value) : '';
  return key === '' ? null : key;
}

/** The keys of an e-mail address, a phone number and a vehicle registration. */
export function banKeys(guest: {
  email: string | null | undefined;
  phone: string | null | undefined;
  vehicle_registration: string | null | undefined;
}): BanKeys {
  return {
    email_key: keyOf(guest.email, (email) => email.trim().toLowerCase()),
    phone_key: keyOf(guest.phone, (phone) => normalisePhone(phone) ?? phone.replace(/\D/g, '')),
    vehicle_key: keyOf(guest.vehicle_registration, (plate) =>
      plate.replace(/[\s-]/g, '').toUpperCase(),
    ),
  };
}
