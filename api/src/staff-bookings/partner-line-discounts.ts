/**
 * Line discounts are the conservancy's to give: a partner user's wizard hides the discount
 * columns, and the API holds the same line. A partner user's new booking may carry no line
 * discount; its amendment may carry only the line discounts the booking already had (a line of
 * the same kind and id with the same percent, as staff gave them), so amending keeps what staff
 * granted but adds nothing. The conservancy's own staff are not limited here.
 *
 * spec: staff-booking.md §2.1 (NewPartnerBooking: discount columns hidden), §6 (staff booking
 * routes allow discounts); membership-backoffice.md §6.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import { staffBookingMessages } from './staff-booking-messages';

/** The discounted lines of a staff request, each as `kind:id:percent`. */
type Discounted = Pick<QuoteRequest, 'guests' | 'vehicles' | 'facilities' | 'inventory'> &
  Partial<Pick<QuoteRequest, 'multi' | 'external_facilities'>>;

function discountedLines(request: Discounted): string[] {
  const key = (kind: string, id: string, discount: number | string | undefined) =>
    discount && Number(discount) > 0 ? [`${kind}:${id}:${Number(discount)}`] : [];
  return [
    ...request.guests.flatMap((line) => key('guest', line.payment_public_id, line.discount)),
    ...request.vehicles.flatMap((line) => key('vehicle', line.vehicle_public_id, line.discount)),
    ...request.facilities.flatMap((line) => key('facility', line.public_id, line.discount)),
    ...request.inventory.flatMap((line) => key('activity', line.public_id, line.discount)),
    ...(request.multi ?? []).flatMap((line) =>
      line.arrivals.flatMap((arrival) => key('arrival', line.public_id, arrival.discount)),
    ),
    ...(request.external_facilities ?? []).flatMap((line) =>
      key('external', line.public_id, line.discount),
    ),
  ];
}

/**
 * Refuses a partner user's line discounts beyond `kept` (the booking's stored request when
 * amending, null for a new booking); `partnerPublicId` null (conservancy staff) passes.
 * @throws DomainError VALIDATION_FAILED 'Only the conservancy's staff give line discounts' on
 *   the field `discount`.
 */
export function checkPartnerLineDiscounts(
  request: Discounted,
  kept: Discounted | null,
  partnerPublicId: string | null,
): void {
  if (partnerPublicId === null) return;
  const allowed = kept ? discountedLines(kept) : [];
  for (const line of discountedLines(request)) {
    const index = allowed.indexOf(line);
    if (index < 0) {
      const message = staffBookingMessages.partnerGivesNoDiscount;
      throw new DomainError('VALIDATION_FAILED', message, { fields: { discount: message } });
    }
    allowed.splice(index, 1);
  }
}
