CREATE TABLE "arrival_days" (
	"day" date NOT NULL,
	"status" "booking_status" NOT NULL,
	"bookings" integer NOT NULL,
	"guests" integer NOT NULL,
	CONSTRAINT "arrival_days_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "booking_days" (
	"day" date NOT NULL,
	"source" "booking_source" NOT NULL,
	"status" "booking_status" NOT NULL,
	"bookings" integer NOT NULL,
	"guests" integer NOT NULL,
	"amount_due_kes" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_days_day_source_status_pk" PRIMARY KEY("day","source","status")
);
--> statement-breakpoint
CREATE TABLE "volume_days" (
	"day" date NOT NULL,
	"status" "booking_status" NOT NULL,
	"kind" text NOT NULL,
	"item_public_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "volume_days_day_status_kind_item_public_id_pk" PRIMARY KEY("day","status","kind","item_public_id")
);
--> statement-breakpoint
-- The booking report, summary volume and arrivals calendar read these day sums (issue 17 item 7).
-- Adds `sign` (1 or -1) times booking `b`'s figures to booking_days and arrival_days, and, when
-- `with_lines`, its guest and vehicle lines (as they are now) to volume_days.
CREATE FUNCTION "count_booking_days"("b" bookings, "sign" integer, "with_lines" boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_days AS d (day, source, status, bookings, guests, amount_due_kes)
  VALUES ((b.created_at AT TIME ZONE 'Africa/Nairobi')::date, b.source, b.booking_status, sign,
    sign * b.guest_total, sign * round(b.amount_due * b.currency_selling_rate_at_time, 2))
  ON CONFLICT (day, source, status) DO UPDATE SET bookings = d.bookings + EXCLUDED.bookings,
    guests = d.guests + EXCLUDED.guests, amount_due_kes = d.amount_due_kes + EXCLUDED.amount_due_kes;
  INSERT INTO arrival_days AS d (day, status, bookings, guests)
  VALUES (b.check_in, b.booking_status, sign, sign * b.guest_total)
  ON CONFLICT (day, status) DO UPDATE SET bookings = d.bookings + EXCLUDED.bookings,
    guests = d.guests + EXCLUDED.guests;
  IF with_lines THEN
    INSERT INTO volume_days AS d (day, status, kind, item_public_id, quantity)
    SELECT b.check_in, b.booking_status, 'guest', g.payment_public_id, sign * sum(g.payment_guests)
    FROM booking_guests g WHERE g.booking_id = b.id GROUP BY g.payment_public_id
    UNION ALL
    SELECT b.check_in, b.booking_status, 'vehicle', v.vehicle_public_id, sign * sum(v.vehicles)
    FROM booking_vehicles v WHERE v.booking_id = b.id GROUP BY v.vehicle_public_id
    ON CONFLICT (day, status, kind, item_public_id) DO UPDATE SET quantity = d.quantity + EXCLUDED.quantity;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM count_booking_days(OLD, -1, TG_OP = 'DELETE'
      OR (OLD.check_in, OLD.booking_status) IS DISTINCT FROM (NEW.check_in, NEW.booking_status));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM count_booking_days(NEW, 1, TG_OP = 'INSERT'
      OR (OLD.check_in, OLD.booking_status) IS DISTINCT FROM (NEW.check_in, NEW.booking_status));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Adds `line_quantity` of `line_item` (`line_kind` 'guest' or 'vehicle') to the day and status of booking `bid`
-- as it is now (nothing when the booking is gone).
CREATE FUNCTION "count_volume_line"("bid" bigint, "line_kind" text, "line_item" text, "line_quantity" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO volume_days AS d (day, status, kind, item_public_id, quantity)
  SELECT b.check_in, b.booking_status, line_kind, line_item, line_quantity FROM bookings b WHERE b.id = bid
  ON CONFLICT (day, status, kind, item_public_id) DO UPDATE SET quantity = d.quantity + EXCLUDED.quantity;
$$;--> statement-breakpoint
CREATE FUNCTION "booking_guests_volume_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM count_volume_line(OLD.booking_id, 'guest', OLD.payment_public_id, -OLD.payment_guests);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM count_volume_line(NEW.booking_id, 'guest', NEW.payment_public_id, NEW.payment_guests);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_vehicles_volume_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM count_volume_line(OLD.booking_id, 'vehicle', OLD.vehicle_public_id, -OLD.vehicles);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM count_volume_line(NEW.booking_id, 'vehicle', NEW.vehicle_public_id, NEW.vehicles);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes the three tables from every booking (this migration's backfill, bulk loads).
CREATE FUNCTION "rebuild_report_day_summaries"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_days;
  DELETE FROM arrival_days;
  DELETE FROM volume_days;
  INSERT INTO booking_days (day, source, status, bookings, guests, amount_due_kes)
  SELECT (created_at AT TIME ZONE 'Africa/Nairobi')::date, source, booking_status, count(*),
    sum(guest_total), sum(round(amount_due * currency_selling_rate_at_time, 2))
  FROM bookings GROUP BY 1, 2, 3;
  INSERT INTO arrival_days (day, status, bookings, guests)
  SELECT check_in, booking_status, count(*), sum(guest_total) FROM bookings GROUP BY 1, 2;
  INSERT INTO volume_days (day, status, kind, item_public_id, quantity)
  SELECT b.check_in, b.booking_status, 'guest', g.payment_public_id, sum(g.payment_guests)
  FROM booking_guests g JOIN bookings b ON b.id = g.booking_id GROUP BY 1, 2, 4
  UNION ALL
  SELECT b.check_in, b.booking_status, 'vehicle', v.vehicle_public_id, sum(v.vehicles)
  FROM booking_vehicles v JOIN bookings b ON b.id = v.booking_id GROUP BY 1, 2, 4;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_day_summaries" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_days_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_day_summaries_update" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN ((OLD.created_at, OLD.source, OLD.booking_status, OLD.check_in, OLD.guest_total,
    OLD.amount_due, OLD.currency_selling_rate_at_time) IS DISTINCT FROM (NEW.created_at, NEW.source,
    NEW.booking_status, NEW.check_in, NEW.guest_total, NEW.amount_due, NEW.currency_selling_rate_at_time))
  EXECUTE FUNCTION "booking_days_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_guests_volume" AFTER INSERT OR UPDATE OR DELETE ON "booking_guests"
  FOR EACH ROW EXECUTE FUNCTION "booking_guests_volume_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_vehicles_volume" AFTER INSERT OR UPDATE OR DELETE ON "booking_vehicles"
  FOR EACH ROW EXECUTE FUNCTION "booking_vehicles_volume_changed"();--> statement-breakpoint
SELECT rebuild_report_day_summaries();
