/**
 * The gate clerk's words for each scan decision. The spec names the lists (checked in,
 * checked out, overstays) and the gate payment of a balance, but gives no wording for the
 * gate screen, so these are plain sentences: what happened, then what to do.
 *
 * spec: staff-booking.md §2 (Checkin, GatePayment), §4 (checked in, checked out);
 * pricing-rules.md §Totals and payment (balance at the gate).
 */
export const scanMessages = {
  admit: (guests: number) => `Valid ticket: admit ${guests} ${guests === 1 ? 'guest' : 'guests'}.`,
  admitOnAccount: (guests: number) =>
    `Valid ticket on the partner's account: admit ${guests} ${guests === 1 ? 'guest' : 'guests'}. Nothing to pay at the gate.`,
  admitFromSignature: (guests: number) =>
    `Valid ticket: admit ${guests} ${guests === 1 ? 'guest' : 'guests'}. Checked by its signature; the booking has not reached this gate yet.`,
  reEntry: (guests: number) =>
    `Welcome back: re-entry during the stay, admit ${guests} ${guests === 1 ? 'guest' : 'guests'}.`,
  checkOut: 'Valid: check the guests out.',
  overstay: (checkOut: string) =>
    `Overstay: this booking was due to leave on ${checkOut}. Check the guests out and call a supervisor.`,
  alreadyInHere: 'Already checked in at this gate.',
  alreadyInElsewhere: 'Already checked in at another gate. Call a supervisor.',
  dayVisitUsed: 'This day visit was already used: the guests checked in and out.',
  unpaidCheckIn: (balance: string) =>
    `Balance due: ${balance}. Take the gate payment before check-in.`,
  unpaidCheckOut: (balance: string) =>
    `Balance due: ${balance}. Take the gate payment before check-out.`,
  cancelled: 'This booking was cancelled. Do not admit; call a supervisor.',
  expired: 'This booking expired unpaid. Do not admit; make a new booking.',
  tooEarly: (checkIn: string) =>
    `Too early: this booking starts on ${checkIn}. Call a supervisor to change the dates.`,
  afterCheckOut: (checkOut: string) =>
    `This booking ended on ${checkOut}. Call a supervisor to change the dates.`,
  notATicket: 'This code is not a conservancy ticket. Look the booking up by its reference.',
  unknownBooking: 'No booking with this reference. Check the reference or sync the gate.',
  invalidSignature: 'Forged or damaged ticket: its signature does not match. Do not admit.',
  unknownKey:
    "This gate cannot check the ticket's signature yet. Sync the gate or look the booking up by its reference.",
  revokedKey:
    'This ticket was signed with a withdrawn key. Look the booking up by its reference and reissue the ticket.',
  reissued:
    'This ticket was replaced by a newer one. Ask for the newest ticket or look the booking up by its reference.',
  revokedCancelled: 'This ticket was withdrawn because the booking was cancelled. Do not admit.',
  notCheckedIn: 'No check-in recorded for this booking. Call a supervisor before checking out.',
  alreadyOut: 'Already checked out, with no check-in since. Call a supervisor.',
} as const;
