-- The catalogue's version moves with every write to a catalogue table, in the same
-- transaction, so an API instance caching the pricing catalogue sees any change on its next
-- version check. Booking tables are not catalogue and do not move it.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY[
    'conservancy', 'currencies', 'currency_rates', 'residency_groups', 'destinations',
    'entry_modes', 'gates', 'conservation_fees', 'vehicle_fees', 'pricing_groups',
    'facilities', 'facility_prices', 'facility_pack_prices', 'facility_pack_price_tiers',
    'facility_group_prices', 'pick_up_locations', 'activities', 'activity_prices',
    'activity_time_frames', 'causes', 'donation_frequencies', 'anonymity_options',
    'donation_payment_methods', 'volunteer_programs', 'membership_settings',
    'beneficiary_amounts', 'partners', 'promo_codes', 'schools', 'group_booking_types'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"()',
      catalogue_table || '_catalogue_version', catalogue_table);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- What a booking line holds is kept on the line itself (holds_until), so availability reads
-- one table: until when the line's booking holds its units and slots. A held, unpaid booking
-- holds until hold_expires_at (or for good when it has none); a paid or partly paid held
-- booking, a confirmed one and a checked-in one hold for good; expired, cancelled and
-- checked-out bookings hold nothing (null).
CREATE FUNCTION "booking_holds_until"(
  status "booking_status", payment "booking_payment_status", hold_expires_at timestamptz
) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status IN ('confirmed', 'checked_in') THEN 'infinity'::timestamptz
    WHEN status = 'held' AND payment <> 'Unpaid' THEN 'infinity'::timestamptz
    WHEN status = 'held' THEN coalesce(hold_expires_at, 'infinity'::timestamptz)
    ELSE NULL
  END
$$;
--> statement-breakpoint
-- A new line (or one moved to another booking) takes holds_until from its booking, whatever
-- the statement said.
CREATE FUNCTION "booking_line_holds_until"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT "booking_holds_until"(b."booking_status", b."booking_payment_status", b."hold_expires_at")
    INTO NEW."holds_until"
    FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_facilities_holds_until" BEFORE INSERT OR UPDATE OF "booking_id" ON "booking_facilities"
FOR EACH ROW EXECUTE FUNCTION "booking_line_holds_until"();
--> statement-breakpoint
CREATE TRIGGER "booking_activities_holds_until" BEFORE INSERT OR UPDATE OF "booking_id" ON "booking_activities"
FOR EACH ROW EXECUTE FUNCTION "booking_line_holds_until"();
--> statement-breakpoint
-- When a booking's status, payment status or hold changes, its lines follow in the same
-- transaction (expiry, payment, confirmation, check-in and out, cancellation alike).
CREATE FUNCTION "booking_lines_follow_booking"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  held_until timestamptz := "booking_holds_until"(
    NEW."booking_status", NEW."booking_payment_status", NEW."hold_expires_at");
BEGIN
  UPDATE "booking_facilities" SET "holds_until" = held_until WHERE "booking_id" = NEW."id";
  UPDATE "booking_activities" SET "holds_until" = held_until WHERE "booking_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_lines_hold" AFTER UPDATE OF "booking_status", "booking_payment_status", "hold_expires_at"
ON "bookings" FOR EACH ROW
WHEN (
  "booking_holds_until"(OLD."booking_status", OLD."booking_payment_status", OLD."hold_expires_at")
  IS DISTINCT FROM
  "booking_holds_until"(NEW."booking_status", NEW."booking_payment_status", NEW."hold_expires_at")
)
EXECUTE FUNCTION "booking_lines_follow_booking"();
