/**
 * The words the staff booking operations answer with when they refuse something beyond the
 * lifecycle table (whose refusals are in `booking-lifecycle.ts`).
 *
 * spec: api-contract.md §Staff bookings; pricing-rules.md §"Totals and payment".
 */
export const staffBookingMessages = {
  capacityTaken:
    'Its rooms or activity slots have been taken in the meantime, so the booking cannot take them back',
  nothingToDefer: 'This booking has nothing left to pay, so there is no payment to defer',
  deferBeforeToday: 'The payment can only be deferred to today or a later date',
  nothingToPay: 'This booking has nothing left to pay',
  currencyMismatch: (currency: string) => `This booking is paid in ${currency}`,
  referenceCredited: 'This payment reference has already been recorded',
  creditAbovePaid: (available: string) =>
    `A credit note cannot exceed what was paid: at most ${available} can still be credited`,
  gateRequired: 'Choose the gate the guests passed through',
  unknownGate: 'There is no such gate',
  settledStaysConfirmed:
    'A paid booking stays confirmed, as its ticket is valid at the gate: cancel or delete it instead',
  backOfficePassage: 'Recorded from the back office',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request',
  destinationNotFound: 'There is no such destination',
  partnerBooksOwn: 'A partner user books only for its own institution',
  partnerGivesNoDiscount: 'Only the conservancy’s staff give line discounts',
  partnerPaysNeedsPartner: 'Only a partner booking can be paid by the partner: choose the partner',
  amendKeepsMember: 'The member of a booking cannot be changed by amending it',
  amendKeepsPartner: 'The partner of a booking cannot be changed by amending it',
  amendKeepsPromoCode: 'The promo code of a booking cannot be changed by amending it',
} as const;
