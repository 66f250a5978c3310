CREATE TABLE "revenue_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revenue_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	"kes" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
-- The revenue triggers of migration 0038 now write their changes to the day sums here; they are
-- added to revenue_days when the transaction commits, summed per row and in key order in every
-- transaction (as the day summaries' changes, migration 0044), so a revenue_days row is locked
-- only while committing and two bookings paid or changed at once never deadlock.
CREATE OR REPLACE FUNCTION "refresh_booking_revenue"("bid" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Take back what the booking counted, then count it afresh if it is paid.
  INSERT INTO revenue_day_changes (day, series, key, label, sort, kes)
  SELECT day, series, key, label, sort, -kes FROM booking_revenue WHERE booking_id = bid;
  DELETE FROM booking_revenue WHERE booking_id = bid;
  INSERT INTO booking_revenue (booking_id, day, series, key, label, sort, kes)
  SELECT f.booking_id, (p.paid_at AT TIME ZONE 'Africa/Nairobi')::date, f.series, f.key, f.label, f.sort, f.kes
  FROM booking_revenue_facts(ARRAY[bid]) f JOIN bookings_paid p ON p.booking_id = f.booking_id;
  INSERT INTO revenue_day_changes (day, series, key, label, sort, kes)
  SELECT day, series, key, label, sort, kes FROM booking_revenue WHERE booking_id = bid;
END
$$;--> statement-breakpoint
-- Adds the transaction's changes to revenue_days in key order (the last change's label and
-- sort win), then removes the rows it brought back to zero, which it holds locked already. The
-- first of the transaction's deferred triggers does it; the others find nothing left.
CREATE FUNCTION "apply_revenue_day_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zero_series text[];
  zero_days date[];
  zero_keys text[];
BEGIN
  WITH taken AS (DELETE FROM revenue_day_changes RETURNING *),
  summed AS (
    SELECT day, series, key, (array_agg(label ORDER BY id DESC))[1] AS label,
      (array_agg(sort ORDER BY id DESC))[1] AS sort, sum(kes) AS kes
    FROM taken GROUP BY series, day, key
  ),
  written AS (
    INSERT INTO revenue_days AS d (day, series, key, label, sort, kes)
    SELECT day, series, key, label, sort, kes FROM summed ORDER BY series, day, key
    ON CONFLICT (series, day, key) DO UPDATE SET kes = d.kes + EXCLUDED.kes,
      label = EXCLUDED.label, sort = EXCLUDED.sort
    RETURNING d.series, d.day, d.key, d.kes
  )
  SELECT array_agg(w.series), array_agg(w.day), array_agg(w.key)
  INTO zero_series, zero_days, zero_keys
  FROM written w WHERE w.kes = 0;
  DELETE FROM revenue_days d USING unnest(zero_series, zero_days, zero_keys) AS z(series, day, key)
  WHERE d.series = z.series AND d.day = z.day AND d.key = z.key AND d.kes = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "revenue_day_changes_apply" AFTER INSERT ON "revenue_day_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_revenue_day_changes"();--> statement-breakpoint
-- The rebuild also drops the changes its transaction has waiting: it recounts everything.
CREATE OR REPLACE FUNCTION "rebuild_revenue_days"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint := 0;
  ids bigint[];
BEGIN
  DELETE FROM revenue_day_changes;
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
$$;
