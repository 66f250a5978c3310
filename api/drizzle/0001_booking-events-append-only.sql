-- booking_events is the booking's history: rows are only ever appended.
-- Refuse UPDATE and DELETE of any row, and TRUNCATE of the table, in the database itself.
CREATE FUNCTION "booking_events_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'booking_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_events_append_only"
BEFORE UPDATE OR DELETE ON "booking_events"
FOR EACH ROW EXECUTE FUNCTION "booking_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "booking_events_no_truncate"
BEFORE TRUNCATE ON "booking_events"
FOR EACH STATEMENT EXECUTE FUNCTION "booking_events_refuse_change"();
