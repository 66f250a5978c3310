/**
 * The gate's booking lists: the summary row the screens show, the search by reference, guest
 * name or phone, and today's dashboard (expected arrivals, who is inside, how many left today).
 * Money is whole units of the booking's currency; dates are Africa/Nairobi `YYYY-MM-DD`.
 *
 * spec: k-contract.md §Bookings and the gate; staff-booking.md §2 (find-booking, checked-in,
 * checked-out, today check-in/out); research offline-checkin-anchors.md §4 ("currently inside").
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { type GateBookingView, gateBookingByRef, gateBookingsWhere } from './gate-bookings';
import type { ReplicaDatabase } from './replica-database';

/** Most bookings a search answers. */
export const SEARCH_LIMIT = 50;

/** One booking as the gate lists it (k-contract.md BookingSummary). */
export interface BookingSummary {
  booking_public_id: string;
  booking_ref_code: string;
  provisional: boolean;
  first_name: string;
  last_name: string;
  phone: string;
  check_in_date: string;
  check_out_date: string;
  guest_total: number;
  booking_status: string;
  booking_payment_status: string;
  booking_payment_balance: number;
  amount_due: number;
  currency: CurrencyCode;
  inside: boolean;
  /** True when the partner pays it by invoice (shown "On account"); absent otherwise. */
  on_account?: boolean;
  /** The notes of its unresolved alerts (e.g. a matched booking ban); absent when none. */
  active_alerts?: string[];
}

/** The summary of `view`. */
export function summaryOf({ booking, provisional, inside }: GateBookingView): BookingSummary {
  return {
    booking_public_id: booking.booking_public_id,
    booking_ref_code: booking.booking_ref_code,
    provisional,
    first_name: booking.first_name,
    last_name: booking.last_name,
    phone: booking.phone,
    check_in_date: booking.check_in_date,
    check_out_date: booking.check_out_date,
    guest_total: booking.guest_total,
    booking_status: booking.booking_status,
    booking_payment_status: booking.booking_payment_status,
    booking_payment_balance: booking.booking_payment_balance,
    amount_due: booking.amount_due,
    currency: booking.currency,
    inside,
    ...(booking.on_account ? { on_account: true } : {}),
    ...(booking.active_alerts?.length ? { active_alerts: booking.active_alerts } : {}),
  };
}

/** A phone's national digits: `+254 712…`, `0712…` and `712…` all give `712…`. */
function nationalDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('254')) return digits.slice(3);
  return digits.replace(/^0+/, '');
}

/** `text` for a SQL `like … escape '\\'` pattern, its wildcards taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const phoneDigitsSql = `replace(replace(replace(replace(replace(json_extract(body, '$.phone'),
  ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;

/**
 * Bookings matching `query`: a reference the gate holds answers that booking alone (found by
 * its index, the scanner's and the clerk's usual case); otherwise references starting with it
 * (any case), guest names containing it, and phones containing its digits in any form
 * (`+254 712…`, `0712…`, `712…`), by check-in date; at most `SEARCH_LIMIT`.
 */
export function searchBookings(db: ReplicaDatabase, query: string): BookingSummary[] {
  const wanted = query.trim();
  if (wanted === '') return [];
  const exact = gateBookingByRef(db, wanted);
  if (exact) return [summaryOf(exact)];
  const digits = nationalDigits(wanted);
  const byPhone = digits.length >= 3 && /^[\d\s+()-]+$/.test(wanted);
  const prefix = wanted.toUpperCase();
  const conditions = [
    'booking_ref_code >= @prefix and booking_ref_code < @prefix_end',
    `lower(json_extract(body, '$.first_name') || ' ' || json_extract(body, '$.last_name'))
       like @name escape '\\'`,
    ...(byPhone ? [`${phoneDigitsSql} like @digits escape '\\'`] : []),
  ];
  return gateBookingsWhere(db, conditions.map((condition) => `(${condition})`).join(' or '), {
    prefix,
    prefix_end: `${prefix}\uffff`,
    name: `%${likeLiteral(wanted.toLowerCase())}%`,
    ...(byPhone ? { digits: `%${likeLiteral(digits)}%` } : {}),
  })
    .sort((a, b) => a.booking.check_in_date.localeCompare(b.booking.check_in_date))
    .slice(0, SEARCH_LIMIT)
    .map(summaryOf);
}

/** Today's gate (k-contract.md `GET /gate/v1/dashboard`). */
export interface Dashboard {
  today: CalendarDate;
  expected_arrivals: BookingSummary[];
  inside: BookingSummary[];
  guests_inside: number;
  checked_out_today: number;
}

const notArriving = new Set(['cancelled', 'expired', 'deleted', 'checked_out']);

/** The dashboard on `today`. */
export function dashboard(db: ReplicaDatabase, today: CalendarDate): Dashboard {
  const views = gateBookingsWhere(
    db,
    {
      replica:
        "(check_in_date <= @today and check_out_date >= @today) or booking_status = 'checked_in'",
      local: 'true',
    },
    { today },
  );
  const inside = views.filter((view) => view.inside);
  const expected = views.filter(
    ({ booking, inside: isIn }) =>
      !isIn &&
      !notArriving.has(booking.booking_status) &&
      booking.check_in_date <= today &&
      today <= booking.check_out_date,
  );
  const leftToday = views.filter(
    ({ booking, inside: isIn }) =>
      !isIn &&
      booking.check_ins.some(
        (event) =>
          event.direction === 'check_out' && calendarDateAt(new Date(event.device_time)) === today,
      ),
  );
  const byArrival = (a: GateBookingView, b: GateBookingView) =>
    a.booking.check_in_date.localeCompare(b.booking.check_in_date) ||
    a.booking.last_name.localeCompare(b.booking.last_name);
  return {
    today,
    expected_arrivals: expected.sort(byArrival).map(summaryOf),
    inside: inside.sort(byArrival).map(summaryOf),
    guests_inside: inside.reduce((sum, view) => sum + view.booking.guest_total, 0),
    checked_out_today: leftToday.length,
  };
}
