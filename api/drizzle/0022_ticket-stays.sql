-- Each ticket code keeps the stay it was signed with, so a postponed booking's old code stays
-- on a gate's revocation list while its own dates are in the gate's window. Existing codes were
-- signed with their booking's current stay.
ALTER TABLE "booking_tickets" ADD COLUMN "check_in" date;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "check_out" date;--> statement-breakpoint
UPDATE "booking_tickets" t SET "check_in" = b."check_in", "check_out" = b."check_out"
  FROM "bookings" b WHERE b."id" = t."booking_id";--> statement-breakpoint
ALTER TABLE "booking_tickets" ALTER COLUMN "check_in" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tickets" ALTER COLUMN "check_out" SET NOT NULL;
