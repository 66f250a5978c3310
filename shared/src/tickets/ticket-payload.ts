/**
 * The payload a ticket code carries, and its compact binary form (version 1). Pure: no I/O and
 * no crypto, so the kiosk's renderer may import the types; signing lives in `ticket-code.ts`.
 *
 * Layout, all integers big-endian:
 *
 * | bytes | field |
 * |---|---|
 * | 1 | version (1) |
 * | 1 + n | key id: length n (1–8), ASCII `A–Z a–z 0–9 _ -` |
 * | 1 + n | booking ref code: length n (1–16), printable ASCII without space |
 * | 2 | check-in: days since 1970-01-01 |
 * | varint | nights: check-out minus check-in, 0 for a day visit |
 * | 1 | guest mask: bit i set when guest slot i (order of `GUEST_SLOTS`) is not zero |
 * | varint each | the count of every slot whose bit is set, 1–65535 |
 * | 4 | issued-at: seconds since 1970-01-01T00:00:00Z |
 *
 * Varints are unsigned LEB128 (7 bits a byte, low group first). A typical booking (key id of
 * 6 characters, 8-character ref code, two guest categories, under 128 nights and guests a
 * slot) takes 27 bytes.
 *
 * spec: public-site.md §2.13 (reference, guest counts by category, check-in and check-out).
 */
import type { Residency } from '../catalogue/catalogue';
import { addDays, type CalendarDate, daysBetween, isCalendarDate } from '../dates/calendar-date';

/** The only payload version this code writes and reads. */
export const TICKET_PAYLOAD_VERSION = 1;

/** Adults and children of one residency group on a ticket. */
export interface TicketGuestCount {
  adults: number;
  children: number;
}

/**
 * Guests by residency group (citizen, East African resident, non-resident) and age marker:
 * the six conservation fee guest categories, which tell the gate clerk whose ID to check.
 */
export type TicketGuests = Record<Residency, TicketGuestCount>;

/** What the server signs for a paid booking. */
export interface TicketFields {
  booking_ref_code: string;
  /** First day of the stay, `YYYY-MM-DD` (Africa/Nairobi). */
  check_in: CalendarDate;
  /** Last day of the stay, `YYYY-MM-DD`; equal to `check_in` for a day visit. */
  check_out: CalendarDate;
  guests: TicketGuests;
  /** When the code was issued: an ISO 8601 instant, kept to whole seconds. */
  issued_at: string;
}

/** A decoded payload: the signed fields plus the version and the id of the signing key. */
export interface TicketPayload extends TicketFields {
  version: typeof TICKET_PAYLOAD_VERSION;
  key_id: string;
}

/** The six guest slots in payload order. */
export const GUEST_SLOTS: readonly (readonly [Residency, keyof TicketGuestCount])[] = [
  ['citizen', 'adults'],
  ['citizen', 'children'],
  ['resident', 'adults'],
  ['resident', 'children'],
  ['non_resident', 'adults'],
  ['non_resident', 'children'],
];

const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,8}$/;
const REF_CODE_PATTERN = /^[\x21-\x7e]{1,16}$/;
const EPOCH: CalendarDate = '1970-01-01';
const MAX_UINT16 = 0xffff;
const MAX_UINT32 = 0xffffffff;

/** True when `keyId` can name a ticket signing key: 1–8 of `A–Z a–z 0–9 _ -`. */
export function isTicketKeyId(keyId: string): boolean {
  return KEY_ID_PATTERN.test(keyId);
}

/** Total guests on a ticket, adults and children of every residency group. */
export function ticketGuestTotal(guests: TicketGuests): number {
  return GUEST_SLOTS.reduce((sum, [residency, age]) => sum + guests[residency][age], 0);
}

function checkCount(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}: ${value}`);
  }
  return value;
}

function pushVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  out.push(rest);
}

function pushAscii(out: number[], text: string): void {
  out.push(text.length);
  for (let i = 0; i < text.length; i++) out.push(text.charCodeAt(i));
}

/**
 * The binary payload of `fields` signed with key `keyId`.
 * @throws RangeError when a field cannot be encoded: key id or ref code outside its pattern,
 *   a date that is not `YYYY-MM-DD`, check-out before check-in, check-in after 2149-06-06,
 *   more than 65535 nights or guests in a slot, or an issued-at outside 1970–2106.
 */
export function encodeTicketPayload(fields: TicketFields, keyId: string): Uint8Array {
  if (!isTicketKeyId(keyId)) throw new RangeError(`Ticket key id must match ${KEY_ID_PATTERN}`);
  if (!REF_CODE_PATTERN.test(fields.booking_ref_code)) {
    throw new RangeError(`Booking ref code must match ${REF_CODE_PATTERN}`);
  }
  if (!isCalendarDate(fields.check_in) || !isCalendarDate(fields.check_out)) {
    throw new RangeError('Check-in and check-out must be YYYY-MM-DD dates');
  }
  const checkInDay = checkCount(daysBetween(EPOCH, fields.check_in), 'check-in', 0, MAX_UINT16);
  const nights = checkCount(
    daysBetween(fields.check_in, fields.check_out),
    'nights',
    0,
    MAX_UINT16,
  );
  const issuedMs = Date.parse(fields.issued_at);
  if (Number.isNaN(issuedMs))
    throw new RangeError(`issued_at is not an instant: ${fields.issued_at}`);
  const issuedAt = checkCount(Math.floor(issuedMs / 1000), 'issued_at seconds', 0, MAX_UINT32);

  const out: number[] = [TICKET_PAYLOAD_VERSION];
  pushAscii(out, keyId);
  pushAscii(out, fields.booking_ref_code);
  out.push(checkInDay >> 8, checkInDay & 0xff);
  pushVarint(out, nights);
  const counts = GUEST_SLOTS.map(([residency, age]) =>
    checkCount(fields.guests[residency][age], `${residency} ${age}`, 0, MAX_UINT16),
  );
  out.push(counts.reduce((mask, count, slot) => (count > 0 ? mask | (1 << slot) : mask), 0));
  for (const count of counts) if (count > 0) pushVarint(out, count);
  out.push(issuedAt >>> 24, (issuedAt >>> 16) & 0xff, (issuedAt >>> 8) & 0xff, issuedAt & 0xff);
  return Uint8Array.from(out);
}

/** Reads a payload front to back; every read returns null past the end. */
class PayloadReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset === this.bytes.length;
  }

  byte(): number | null {
    return this.offset < this.bytes.length ? this.bytes[this.offset++]! : null;
  }

  uint(size: 2 | 4): number | null {
    let value = 0;
    for (let i = 0; i < size; i++) {
      const byte = this.byte();
      if (byte === null) return null;
      value = value * 256 + byte;
    }
    return value;
  }

  ascii(): string | null {
    const length = this.byte();
    if (length === null || this.offset + length > this.bytes.length) return null;
    const text = String.fromCharCode(...this.bytes.subarray(this.offset, this.offset + length));
    this.offset += length;
    return text;
  }

  /** An unsigned LEB128 value up to 65535, written in its shortest form. */
  varint(): number | null {
    let value = 0;
    for (let shift = 0; shift <= 14; shift += 7) {
      const byte = this.byte();
      if (byte === null) return null;
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) {
        const shortest = shift === 0 || byte !== 0;
        return shortest && value <= MAX_UINT16 ? value : null;
      }
    }
    return null;
  }
}

/**
 * The payload in `bytes`, or null when they are not exactly one well-formed version 1
 * payload (unknown version, a field outside its pattern, a zero count marked present, unused
 * mask bits set, or bytes left over).
 */
export function decodeTicketPayload(bytes: Uint8Array): TicketPayload | null {
  const reader = new PayloadReader(bytes);
  if (reader.byte() !== TICKET_PAYLOAD_VERSION) return null;
  const keyId = reader.ascii();
  const refCode = reader.ascii();
  const checkInDay = reader.uint(2);
  const nights = reader.varint();
  const mask = reader.byte();
  if (keyId === null || !isTicketKeyId(keyId)) return null;
  if (refCode === null || !REF_CODE_PATTERN.test(refCode)) return null;
  if (checkInDay === null || nights === null || mask === null || mask >> GUEST_SLOTS.length) {
    return null;
  }
  const guests: TicketGuests = {
    citizen: { adults: 0, children: 0 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 0, children: 0 },
  };
  for (const [slot, [residency, age]] of GUEST_SLOTS.entries()) {
    if ((mask & (1 << slot)) === 0) continue;
    const count = reader.varint();
    if (count === null || count === 0) return null;
    guests[residency][age] = count;
  }
  const issuedAt = reader.uint(4);
  if (issuedAt === null || !reader.done) return null;
  const checkIn = addDays(EPOCH, checkInDay);
  return {
    version: TICKET_PAYLOAD_VERSION,
    key_id: keyId,
    booking_ref_code: refCode,
    check_in: checkIn,
    check_out: addDays(checkIn, nights),
    guests,
    issued_at: new Date(issuedAt * 1000).toISOString(),
  };
}
