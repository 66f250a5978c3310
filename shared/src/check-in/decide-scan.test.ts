import { describe, expect, it } from 'vitest';
import {
  generateTicketKeyPair,
  signTicket,
  type TicketVerification,
  verifyTicket,
} from '../tickets/ticket-code';
import type { TicketFields, TicketPayload } from '../tickets/ticket-payload';
import type { TicketRevocation } from '../tickets/ticket-revocation';
import {
  type CheckInEvent,
  decideScan,
  type GateBooking,
  type ScanDecision,
  type ScanInput,
} from './decide-scan';
import { scanMessages } from './scan-messages';

const REF = 'K7QM2XPA';
const HERE = 'gate-main';
const EAST = 'gate-east';

const fields: TicketFields = {
  booking_ref_code: REF,
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  guests: {
    citizen: { adults: 2, children: 1 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 1, children: 0 },
  },
  issued_at: '2026-11-21T09:15:42.000Z',
};
const payload: TicketPayload = { ...fields, version: 1, key_id: '2026-2' };
const valid: TicketVerification = { result: 'valid', payload };
const ticket = { kind: 'ticket', verification: valid } as const;
const lookup = { kind: 'lookup', booking_ref_code: REF } as const;

/** Paid, confirmed, in the replica: 4 guests for two nights. */
const booking: GateBooking = {
  booking_ref_code: REF,
  check_in_date: '2026-12-10',
  check_out_date: '2026-12-12',
  booking_status: 'confirmed',
  booking_payment_balance: 0,
  currency: 'KES',
  guest_total: 4,
};
const dayVisit: GateBooking = { ...booking, check_out_date: '2026-12-10' };
const unpaid: GateBooking = { ...booking, booking_payment_balance: 1500 };
/** On the partner's account: the balance is invoiced to the partner, not taken at the gate. */
const onAccount: GateBooking = { ...unpaid, on_account: true };

const event = (direction: CheckInEvent['direction'], at: string, gate = HERE): CheckInEvent => ({
  booking_ref_code: REF,
  direction,
  gate_public_id: gate,
  at,
});
const inHere = event('check_in', '2026-12-10T08:05:00+03:00');
const inEast = event('check_in', '2026-12-10T08:05:00+03:00', EAST);
const outHere = event('check_out', '2026-12-10T17:40:00+03:00');

const reissued: TicketRevocation = {
  booking_ref_code: REF,
  issued_at: fields.issued_at,
  reason: 'reissued',
};
const bookingCancelled: TicketRevocation = { booking_ref_code: REF, reason: 'cancelled' };

function scan(overrides: Partial<ScanInput>): ScanInput {
  return {
    subject: ticket,
    booking,
    revocations: [],
    events: [],
    today: '2026-12-11',
    gate_public_id: HERE,
    direction: 'check_in',
    ...overrides,
  };
}

type Row = [name: string, input: ScanInput, expected: Partial<ScanDecision>];

const checkIn: Row[] = [
  [
    'a paid booking on a day of its stay is valid',
    scan({}),
    {
      status: 'valid',
      message: 'Valid ticket: admit 4 guests.',
      needs_supervisor: false,
      from_signature_only: false,
      booking_ref_code: REF,
    },
  ],
  [
    'a booking looked up by its reference is valid',
    scan({ subject: lookup }),
    { status: 'valid', message: 'Valid ticket: admit 4 guests.', booking_ref_code: REF },
  ],
  [
    'a signed code for a booking not yet in the replica is valid offline, flagged',
    scan({ booking: null }),
    {
      status: 'valid',
      message:
        'Valid ticket: admit 4 guests. Checked by its signature; the booking has not reached this gate yet.',
      needs_supervisor: false,
      from_signature_only: true,
      booking_ref_code: REF,
    },
  ],
  ['check-in is allowed on the check-out day', scan({ today: '2026-12-12' }), { status: 'valid' }],
  [
    'text that is not a ticket code is unknown',
    scan({ subject: { kind: 'ticket', verification: { result: 'malformed' } }, booking: null }),
    {
      status: 'unknown',
      message: 'This code is not a conservancy ticket. Look the booking up by its reference.',
      needs_supervisor: false,
      booking_ref_code: null,
    },
  ],
  [
    'a reference with no booking in the replica is unknown',
    scan({ subject: { kind: 'lookup', booking_ref_code: 'NOPE2345' }, booking: null }),
    {
      status: 'unknown',
      message: 'No booking with this reference. Check the reference or sync the gate.',
      booking_ref_code: 'NOPE2345',
    },
  ],
  [
    'a forged or altered code is an invalid signature',
    scan({
      subject: { kind: 'ticket', verification: { result: 'invalid_signature', key_id: '2026-2' } },
      booking: null,
    }),
    {
      status: 'invalid_signature',
      message: 'Forged or damaged ticket: its signature does not match. Do not admit.',
      needs_supervisor: true,
      booking_ref_code: null,
    },
  ],
  [
    'a key the gate does not list yet cannot be checked',
    scan({
      subject: { kind: 'ticket', verification: { result: 'unknown_key', key_id: '2027-1' } },
      booking: null,
    }),
    {
      status: 'invalid_signature',
      message:
        "This gate cannot check the ticket's signature yet. Sync the gate or look the booking up by its reference.",
      needs_supervisor: true,
    },
  ],
  [
    'a code signed with a withdrawn key is revoked',
    scan({
      subject: {
        kind: 'ticket',
        verification: { result: 'revoked_key', key_id: '2025-9', payload },
      },
    }),
    {
      status: 'revoked',
      message:
        'This ticket was signed with a withdrawn key. Look the booking up by its reference and reissue the ticket.',
      needs_supervisor: true,
      booking_ref_code: REF,
    },
  ],
  [
    'a code replaced by a newer one is revoked',
    scan({ revocations: [reissued] }),
    {
      status: 'revoked',
      message:
        'This ticket was replaced by a newer one. Ask for the newest ticket or look the booking up by its reference.',
      needs_supervisor: true,
    },
  ],
  [
    'after a reissue the booking is still found by its reference',
    scan({ subject: lookup, revocations: [reissued] }),
    { status: 'valid' },
  ],
  [
    'a booking revoked as a whole is revoked on lookup too',
    scan({ subject: lookup, revocations: [bookingCancelled] }),
    {
      status: 'revoked',
      message: 'This ticket was withdrawn because the booking was cancelled. Do not admit.',
    },
  ],
  [
    'revoked beats cancelled, unpaid, wrong date and already checked in',
    scan({
      booking: { ...unpaid, booking_status: 'cancelled' },
      revocations: [reissued],
      events: [inHere],
      today: '2026-12-20',
    }),
    { status: 'revoked' },
  ],
  [
    'the revocation list reaches codes whose booking is not in the replica',
    scan({ booking: null, revocations: [bookingCancelled] }),
    { status: 'revoked', from_signature_only: false },
  ],
  [
    'a cancelled booking is cancelled',
    scan({ booking: { ...booking, booking_status: 'cancelled' } }),
    {
      status: 'cancelled',
      message: 'This booking was cancelled. Do not admit; call a supervisor.',
      needs_supervisor: true,
    },
  ],
  [
    'a booking staff deleted is refused as cancelled',
    scan({ booking: { ...booking, booking_status: 'deleted' } }),
    {
      status: 'cancelled',
      message: 'This booking was cancelled. Do not admit; call a supervisor.',
      needs_supervisor: true,
    },
  ],
  [
    'a hold that expired unpaid is cancelled',
    scan({ subject: lookup, booking: { ...unpaid, booking_status: 'expired' } }),
    {
      status: 'cancelled',
      message: 'This booking expired unpaid. Do not admit; make a new booking.',
    },
  ],
  [
    'cancelled and unpaid is cancelled',
    scan({ booking: { ...unpaid, booking_status: 'cancelled' } }),
    { status: 'cancelled' },
  ],
  [
    'cancelled beats the wrong date',
    scan({ booking: { ...booking, booking_status: 'cancelled' }, today: '2026-12-01' }),
    { status: 'cancelled' },
  ],
  [
    'a day before check-in is too early',
    scan({ today: '2026-12-09' }),
    {
      status: 'wrong_date',
      date_problem: 'too_early',
      message:
        'Too early: this booking starts on 2026-12-10. Call a supervisor to change the dates.',
      needs_supervisor: true,
    },
  ],
  [
    'the day after check-out is after check-out',
    scan({ today: '2026-12-13' }),
    {
      status: 'wrong_date',
      date_problem: 'after_check_out',
      message: 'This booking ended on 2026-12-12. Call a supervisor to change the dates.',
    },
  ],
  [
    'a signed code alone is checked against its own dates',
    scan({ booking: null, today: '2026-12-09' }),
    { status: 'wrong_date', date_problem: 'too_early', from_signature_only: true },
  ],
  [
    'the replica dates win over the dates in the code',
    scan({ booking: { ...booking, check_in_date: '2026-12-15', check_out_date: '2026-12-17' } }),
    {
      status: 'wrong_date',
      message:
        'Too early: this booking starts on 2026-12-15. Call a supervisor to change the dates.',
    },
  ],
  [
    'the wrong date beats unpaid',
    scan({ booking: unpaid, today: '2026-12-09' }),
    { status: 'wrong_date' },
  ],
  [
    'a balance above zero is unpaid, with the balance and currency',
    scan({ booking: unpaid }),
    {
      status: 'unpaid',
      balance: '1500',
      currency: 'KES',
      message: 'Balance due: KES 1,500. Take the gate payment before check-in.',
      needs_supervisor: false,
    },
  ],
  [
    'a balance with cents shows them',
    scan({ booking: { ...booking, currency: 'USD', booking_payment_balance: '12.5' } }),
    {
      status: 'unpaid',
      balance: '12.5',
      currency: 'USD',
      message: 'Balance due: USD 12.50. Take the gate payment before check-in.',
    },
  ],
  [
    'unpaid beats already checked in',
    scan({ booking: unpaid, events: [inHere] }),
    { status: 'unpaid' },
  ],
  [
    "a booking on the partner's account is admitted as on account, its balance left to the partner",
    scan({ booking: onAccount }),
    {
      status: 'valid',
      message: "Valid ticket on the partner's account: admit 4 guests. Nothing to pay at the gate.",
      needs_supervisor: false,
    },
  ],
  [
    "a booking on the partner's account looked up by its reference is admitted too",
    scan({ subject: lookup, booking: onAccount }),
    { status: 'valid', message: scanMessages.admitOnAccount(4) },
  ],
  [
    "a cancelled booking on the partner's account is still cancelled",
    scan({ booking: { ...onAccount, booking_status: 'cancelled' } }),
    { status: 'cancelled' },
  ],
  [
    'a second scan at the same gate is already checked in',
    scan({ events: [inHere] }),
    {
      status: 'already_checked_in',
      last_check_in: inHere,
      message: 'Already checked in at this gate.',
      needs_supervisor: false,
    },
  ],
  [
    'a check-in at another gate makes it already checked in, for a supervisor',
    scan({ events: [inEast] }),
    {
      status: 'already_checked_in',
      last_check_in: inEast,
      message: 'Already checked in at another gate. Call a supervisor.',
      needs_supervisor: true,
    },
  ],
  [
    'a booking the replica shows checked in, with no events here, is already checked in',
    scan({ booking: { ...booking, booking_status: 'checked_in' } }),
    { status: 'already_checked_in', last_check_in: null, needs_supervisor: false },
  ],
  [
    'a queued check-in counts for a code decided from its signature alone',
    scan({ booking: null, events: [inEast] }),
    { status: 'already_checked_in', from_signature_only: true, needs_supervisor: true },
  ],
  [
    'a stay of several nights may come back in after a check-out',
    scan({ events: [inHere, outHere] }),
    {
      status: 'valid',
      message: 'Welcome back: re-entry during the stay, admit 4 guests.',
      needs_supervisor: false,
    },
  ],
  [
    'events are taken in time order, not list order',
    scan({ events: [outHere, inHere] }),
    { status: 'valid', message: 'Welcome back: re-entry during the stay, admit 4 guests.' },
  ],
  [
    'a day visit is one entry: after its check-out it is already checked in',
    scan({ booking: dayVisit, today: '2026-12-10', events: [inHere, outHere] }),
    {
      status: 'already_checked_in',
      last_check_in: inHere,
      message: 'This day visit was already used: the guests checked in and out.',
      needs_supervisor: true,
    },
  ],
  [
    'a day visit the replica shows checked out is already used',
    scan({ booking: { ...dayVisit, booking_status: 'checked_out' }, today: '2026-12-10' }),
    {
      status: 'already_checked_in',
      message: 'This day visit was already used: the guests checked in and out.',
    },
  ],
  [
    'check-ins of other bookings are ignored',
    scan({ events: [{ ...inHere, booking_ref_code: 'OTHER234' }] }),
    { status: 'valid', message: 'Valid ticket: admit 4 guests.' },
  ],
];

const checkOut: Row[] = [
  [
    'guests inside check out',
    scan({ direction: 'check_out', events: [inHere] }),
    { status: 'valid', message: 'Valid: check the guests out.', needs_supervisor: false },
  ],
  [
    'leaving before the check-out date is fine',
    scan({ direction: 'check_out', events: [inHere], today: '2026-12-10' }),
    { status: 'valid', message: 'Valid: check the guests out.' },
  ],
  [
    'leaving after the check-out date is an overstay for a supervisor, not a wrong date',
    scan({ direction: 'check_out', events: [inHere], today: '2026-12-14' }),
    {
      status: 'valid',
      message:
        'Overstay: this booking was due to leave on 2026-12-12. Check the guests out and call a supervisor.',
      needs_supervisor: true,
    },
  ],
  [
    'no check-in recorded is not checked in',
    scan({ direction: 'check_out' }),
    {
      status: 'not_checked_in',
      message: 'No check-in recorded for this booking. Call a supervisor before checking out.',
      needs_supervisor: true,
    },
  ],
  [
    'a second check-out is not checked in',
    scan({ direction: 'check_out', events: [inHere, outHere] }),
    {
      status: 'not_checked_in',
      message: 'Already checked out, with no check-in since. Call a supervisor.',
    },
  ],
  [
    "a booking on the partner's account checks out with its balance left to the partner",
    scan({ direction: 'check_out', booking: onAccount, events: [inHere] }),
    { status: 'valid', message: 'Valid: check the guests out.' },
  ],
  [
    'a balance left at check-out is unpaid, before presence is looked at',
    scan({ direction: 'check_out', booking: unpaid }),
    {
      status: 'unpaid',
      balance: '1500',
      message: 'Balance due: KES 1,500. Take the gate payment before check-out.',
    },
  ],
  [
    'a cancelled booking is cancelled at check-out too',
    scan({
      direction: 'check_out',
      events: [inHere],
      booking: { ...booking, booking_status: 'cancelled' },
    }),
    { status: 'cancelled' },
  ],
  [
    'a code decided from its signature alone checks out after its queued check-in',
    scan({ direction: 'check_out', booking: null, events: [inEast] }),
    { status: 'valid', from_signature_only: true },
  ],
];

describe('decideScan: check-in', () => {
  it.each(checkIn)('%s', (_, input, expected) => {
    expect(decideScan(input)).toMatchObject(expected);
  });
});

describe('decideScan: check-out', () => {
  it.each(checkOut)('%s', (_, input, expected) => {
    expect(decideScan(input)).toMatchObject(expected);
  });
});

describe('decideScan: every status is reachable', () => {
  it('the tables cover the closed list of statuses', () => {
    const seen = new Set([...checkIn, ...checkOut].map(([, input]) => decideScan(input).status));
    expect([...seen].sort()).toEqual(
      [
        'already_checked_in',
        'cancelled',
        'invalid_signature',
        'not_checked_in',
        'revoked',
        'unknown',
        'unpaid',
        'valid',
        'wrong_date',
      ].sort(),
    );
  });
});

describe('decideScan: with real codes', () => {
  const key = generateTicketKeyPair('2026-2');
  const keys = [{ key_id: key.key_id, public_key: key.public_key }];

  it('a ticket paid online after the last sync is admitted offline by its signature', () => {
    const code = signTicket(fields, key.private_key, key.key_id);
    const decision = decideScan(
      scan({ subject: { kind: 'ticket', verification: verifyTicket(code, keys) }, booking: null }),
    );
    expect(decision).toMatchObject({
      status: 'valid',
      from_signature_only: true,
      booking_ref_code: REF,
    });
  });

  it('a scanned code that is only a booking reference is not a ticket', () => {
    const decision = decideScan(
      scan({ subject: { kind: 'ticket', verification: verifyTicket(REF, keys) }, booking: null }),
    );
    expect(decision.status).toBe('unknown');
  });

  it('refuses to decide with a booking other than the one scanned', () => {
    expect(() =>
      decideScan(scan({ booking: { ...booking, booking_ref_code: 'OTHER234' } })),
    ).toThrow(RangeError);
  });
});
