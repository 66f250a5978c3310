-- A held booking paid less than its payment schedule asks (pricing-rules.md §"Totals and
-- payment": the 30% deposit when booked 30 or more days ahead, everything otherwise) holds its
-- units and slots only until hold_expires_at, as an unpaid one does; a payment meeting the
-- schedule confirms the booking (api/src/payments/booking-payable.ts). So: confirmed and
-- checked-in bookings hold for good; a held booking paid in full (or FOC) holds for good; any
-- other held booking holds until hold_expires_at (for good when it has none: staff holds,
-- unconfirmed bookings); expired, cancelled, checked-out and deleted bookings hold nothing.
-- Mirrored in TypeScript by api/src/bookings/booking-hold.ts. The triggers of migration 0003
-- call this function by name and keep it.
CREATE OR REPLACE FUNCTION "booking_holds_until"(
  status "booking_status", payment "booking_payment_status", hold_expires_at timestamptz
) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status IN ('confirmed', 'checked_in') THEN 'infinity'::timestamptz
    WHEN status = 'held' AND payment IN ('Paid', 'FOC') THEN 'infinity'::timestamptz
    WHEN status = 'held' THEN coalesce(hold_expires_at, 'infinity'::timestamptz)
    ELSE NULL
  END
$$;
--> statement-breakpoint
-- The lines of held, partly paid bookings with a hold take the hold's expiry now (the
-- triggers only follow later changes).
UPDATE "booking_facilities" AS f
SET "holds_until" = "booking_holds_until"(b."booking_status", b."booking_payment_status", b."hold_expires_at")
FROM "bookings" AS b
WHERE b."id" = f."booking_id" AND b."booking_status" = 'held'
  AND b."booking_payment_status" = 'Partially Paid' AND b."hold_expires_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "booking_activities" AS a
SET "holds_until" = "booking_holds_until"(b."booking_status", b."booking_payment_status", b."hold_expires_at")
FROM "bookings" AS b
WHERE b."id" = a."booking_id" AND b."booking_status" = 'held'
  AND b."booking_payment_status" = 'Partially Paid' AND b."hold_expires_at" IS NOT NULL;
