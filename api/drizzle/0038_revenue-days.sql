CREATE TABLE "booking_revenue" (
	"booking_id" bigint NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	"kes" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_revenue_booking_id_series_key_pk" PRIMARY KEY("booking_id","series","key")
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"day" date NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	"kes" numeric(14, 2) NOT NULL,
	CONSTRAINT "revenue_days_series_day_key_pk" PRIMARY KEY("series","day","key")
);
--> statement-breakpoint
ALTER TABLE "booking_revenue" ADD CONSTRAINT "booking_revenue_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The revenue charts' rows of the bookings `ids` that are paid in full: per booking and series,
-- its lines of that series converted at its selling rate and rounded to the cent (non-zero).
CREATE FUNCTION "booking_revenue_facts"("ids" bigint[])
RETURNS TABLE ("booking_id" bigint, "series" text, "key" text, "label" text, "sort" integer, "kes" numeric)
LANGUAGE sql STABLE AS $$
  WITH b AS (
    SELECT bk.id, bk.currency_selling_rate_at_time AS rate FROM bookings bk
    JOIN bookings_paid p ON p.booking_id = bk.id WHERE bk.id = ANY (ids)
  ), facts AS (
    SELECT b.id, 'section' AS series, 'conservation' AS key, 'Conservation fees' AS label, 1 AS sort,
      round(sum(x.amount) * b.rate, 2) AS kes
    FROM b JOIN booking_guests x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'vehicles', 'Vehicle fees', 2, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_vehicles x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'accommodation', 'Accommodation', 3, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_facilities x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'activities', 'Activities', 4, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_activities x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'donations', 'Donations', 5, round(sum(x.booking_amount) * b.rate, 2)
    FROM b JOIN booking_donations x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'residency', cf.residency::text,
      CASE cf.residency WHEN 'citizen' THEN 'Citizen' WHEN 'resident' THEN 'Resident' ELSE 'Non-resident' END,
      CASE cf.residency WHEN 'citizen' THEN 1 WHEN 'resident' THEN 2 ELSE 3 END,
      round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_guests x ON x.booking_id = b.id
    JOIN conservation_fees cf ON cf.payment_public_id = x.payment_public_id
    GROUP BY b.id, b.rate, cf.residency
    UNION ALL
    SELECT b.id, 'vehicle', vf.vehicle_public_id, min(vf.vehicle_charge_category), min(vf.sort_order),
      round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_vehicles x ON x.booking_id = b.id
    JOIN vehicle_fees vf ON vf.vehicle_public_id = x.vehicle_public_id
    GROUP BY b.id, b.rate, vf.vehicle_public_id
    UNION ALL
    SELECT b.id, 'activity', a.public_id, min(a.name), min(a.sort_order), round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_activities x ON x.booking_id = b.id
    JOIN activities a ON a.public_id = x.activity_public_id
    GROUP BY b.id, b.rate, a.public_id
  )
  SELECT * FROM facts WHERE kes <> 0
$$;--> statement-breakpoint
-- Recounts booking `bid`: takes its rows back out of the day sums, then counts it again if paid.
CREATE FUNCTION "refresh_booking_revenue"("bid" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Take back what the booking counted, then count it afresh if it is paid.
  UPDATE revenue_days d SET kes = d.kes - r.kes FROM booking_revenue r
  WHERE r.booking_id = bid AND d.day = r.day AND d.series = r.series AND d.key = r.key;
  DELETE FROM revenue_days d USING booking_revenue r
  WHERE r.booking_id = bid AND d.day = r.day AND d.series = r.series AND d.key = r.key AND d.kes = 0;
  DELETE FROM booking_revenue WHERE booking_id = bid;
  INSERT INTO booking_revenue (booking_id, day, series, key, label, sort, kes)
  SELECT f.booking_id, (p.paid_at AT TIME ZONE 'Africa/Nairobi')::date, f.series, f.key, f.label, f.sort, f.kes
  FROM booking_revenue_facts(ARRAY[bid]) f JOIN bookings_paid p ON p.booking_id = f.booking_id;
  INSERT INTO revenue_days (day, series, key, label, sort, kes)
  SELECT day, series, key, label, sort, kes FROM booking_revenue WHERE booking_id = bid
  ON CONFLICT (series, day, key) DO UPDATE SET kes = revenue_days.kes + EXCLUDED.kes,
    label = EXCLUDED.label, sort = EXCLUDED.sort;
END
$$;--> statement-breakpoint
-- Rebuilds both tables from every paid booking, 10,000 bookings at a time (this migration's
-- backfill, and loads of many bookings at once).
CREATE FUNCTION "rebuild_revenue_days"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint := 0;
  ids bigint[];
BEGIN
  DELETE FROM booking_revenue;
  DELETE FROM revenue_days;
  LOOP
    SELECT array_agg(booking_id ORDER BY booking_id) INTO ids FROM (
      SELECT booking_id FROM bookings_paid WHERE booking_id > last_id ORDER BY booking_id LIMIT 10000) chunk;
    EXIT WHEN ids IS NULL;
    INSERT INTO booking_revenue (booking_id, day, series, key, label, sort, kes)
    SELECT f.booking_id, (p.paid_at AT TIME ZONE 'Africa/Nairobi')::date, f.series, f.key, f.label, f.sort, f.kes
    FROM booking_revenue_facts(ids) f JOIN bookings_paid p ON p.booking_id = f.booking_id;
    last_id := ids[array_length(ids, 1)];
  END LOOP;
  INSERT INTO revenue_days (day, series, key, label, sort, kes)
  SELECT day, series, key, min(label), min(sort), sum(kes) FROM booking_revenue
  GROUP BY day, series, key HAVING sum(kes) <> 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_revenue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bid bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END;
BEGIN
  IF TG_TABLE_NAME = 'bookings_paid' OR EXISTS (SELECT 1 FROM bookings_paid WHERE booking_id = bid) THEN
    PERFORM refresh_booking_revenue(bid);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_rate_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings_paid WHERE booking_id = NEW.id) THEN
    PERFORM refresh_booking_revenue(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_paid_revenue" AFTER INSERT OR UPDATE ON "bookings_paid"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_guests_revenue" AFTER INSERT OR UPDATE OR DELETE ON "booking_guests"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_vehicles_revenue" AFTER INSERT OR UPDATE OR DELETE ON "booking_vehicles"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_facilities_revenue" AFTER INSERT OR UPDATE OF "amount", "booking_id" OR DELETE ON "booking_facilities"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_activities_revenue" AFTER INSERT OR UPDATE OF "amount", "booking_id", "activity_public_id" OR DELETE ON "booking_activities"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_donations_revenue" AFTER INSERT OR UPDATE OR DELETE ON "booking_donations"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_rate_revenue" AFTER UPDATE OF "currency_selling_rate_at_time" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_rate_changed"();--> statement-breakpoint
SELECT rebuild_revenue_days();
