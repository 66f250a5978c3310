CREATE TABLE "arrival_day_changes" (
	"day" date NOT NULL,
	"status" "booking_status" NOT NULL,
	"bookings" integer NOT NULL,
	"guests" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_day_changes" (
	"day" date NOT NULL,
	"source" "booking_source" NOT NULL,
	"status" "booking_status" NOT NULL,
	"bookings" integer NOT NULL,
	"guests" integer NOT NULL,
	"amount_due_kes" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volume_day_changes" (
	"day" date NOT NULL,
	"status" "booking_status" NOT NULL,
	"kind" text NOT NULL,
	"item_public_id" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
-- The row triggers of migration 0042 now write their changes here; they are added to the
-- summaries when the transaction commits, summed per row and in key order in every transaction,
-- so a summary row is locked only while committing and two commits never wait on each other
-- in a cycle (a booking made while a sweep expires holds does not deadlock).
CREATE OR REPLACE FUNCTION "count_booking_days"("b" bookings, "sign" integer, "with_lines" boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_day_changes (day, source, status, bookings, guests, amount_due_kes)
  VALUES ((b.created_at AT TIME ZONE 'Africa/Nairobi')::date, b.source, b.booking_status, sign,
    sign * b.guest_total, sign * round(b.amount_due * b.currency_selling_rate_at_time, 2));
  INSERT INTO arrival_day_changes (day, status, bookings, guests)
  VALUES (b.check_in, b.booking_status, sign, sign * b.guest_total);
  IF with_lines THEN
    INSERT INTO volume_day_changes (day, status, kind, item_public_id, quantity)
    SELECT b.check_in, b.booking_status, 'guest', g.payment_public_id, sign * sum(g.payment_guests)
    FROM booking_guests g WHERE g.booking_id = b.id GROUP BY g.payment_public_id
    UNION ALL
    SELECT b.check_in, b.booking_status, 'vehicle', v.vehicle_public_id, sign * sum(v.vehicles)
    FROM booking_vehicles v WHERE v.booking_id = b.id GROUP BY v.vehicle_public_id;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_volume_line"("bid" bigint, "line_kind" text, "line_item" text, "line_quantity" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO volume_day_changes (day, status, kind, item_public_id, quantity)
  SELECT b.check_in, b.booking_status, line_kind, line_item, line_quantity FROM bookings b WHERE b.id = bid;
$$;--> statement-breakpoint
-- Adds the transaction's changes to the summaries, each table's rows in key order. The first
-- of the transaction's deferred triggers does it; the others find nothing left.
CREATE FUNCTION "apply_report_day_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH taken AS (DELETE FROM booking_day_changes RETURNING *)
  INSERT INTO booking_days AS d (day, source, status, bookings, guests, amount_due_kes)
  SELECT day, source, status, sum(bookings), sum(guests), sum(amount_due_kes) FROM taken
  GROUP BY day, source, status ORDER BY day, source, status
  ON CONFLICT (day, source, status) DO UPDATE SET bookings = d.bookings + EXCLUDED.bookings,
    guests = d.guests + EXCLUDED.guests, amount_due_kes = d.amount_due_kes + EXCLUDED.amount_due_kes;
  WITH taken AS (DELETE FROM arrival_day_changes RETURNING *)
  INSERT INTO arrival_days AS d (day, status, bookings, guests)
  SELECT day, status, sum(bookings), sum(guests) FROM taken
  GROUP BY day, status ORDER BY day, status
  ON CONFLICT (day, status) DO UPDATE SET bookings = d.bookings + EXCLUDED.bookings,
    guests = d.guests + EXCLUDED.guests;
  WITH taken AS (DELETE FROM volume_day_changes RETURNING *)
  INSERT INTO volume_days AS d (day, status, kind, item_public_id, quantity)
  SELECT day, status, kind, item_public_id, sum(quantity) FROM taken
  GROUP BY day, status, kind, item_public_id ORDER BY day, status, kind, item_public_id
  ON CONFLICT (day, status, kind, item_public_id) DO UPDATE SET quantity = d.quantity + EXCLUDED.quantity;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_day_changes_apply" AFTER INSERT ON "booking_day_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_report_day_changes"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "volume_day_changes_apply" AFTER INSERT ON "volume_day_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_report_day_changes"();
