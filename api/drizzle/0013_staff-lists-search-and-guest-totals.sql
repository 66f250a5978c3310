-- The staff lists' search (part of a reference, name, e-mail or phone, anywhere in the text)
-- uses a trigram index; pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_search" ON "bookings" USING gin (("booking_ref_code" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
-- A booking's guest_total is the sum of its conservation fee lines' guests, kept by this
-- trigger whenever a line is added, changed, moved or removed (the API never writes it).
CREATE FUNCTION "booking_guest_total_follows_lines"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "bookings" SET "guest_total" = (
      SELECT coalesce(sum("payment_guests"), 0) FROM "booking_guests"
      WHERE "booking_id" = OLD."booking_id")
    WHERE "id" = OLD."booking_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "bookings" SET "guest_total" = (
      SELECT coalesce(sum("payment_guests"), 0) FROM "booking_guests"
      WHERE "booking_id" = NEW."booking_id")
    WHERE "id" = NEW."booking_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_guests_total" AFTER INSERT OR UPDATE OR DELETE ON "booking_guests"
FOR EACH ROW EXECUTE FUNCTION "booking_guest_total_follows_lines"();--> statement-breakpoint
UPDATE "bookings" b SET "guest_total" = g.total
FROM (SELECT "booking_id", sum("payment_guests")::int AS total FROM "booking_guests" GROUP BY "booking_id") g
WHERE g."booking_id" = b."id";
