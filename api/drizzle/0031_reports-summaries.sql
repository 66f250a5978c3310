CREATE TYPE "public"."accounting_code_kind" AS ENUM('conservation', 'vehicle', 'accommodation', 'activity', 'donation', 'membership', 'volunteer', 'walk_in_customer');--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_public_id" text NOT NULL,
	"destination_public_id" text,
	"effective_from" date NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "fee_schedules_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "fee_schedules_kind" CHECK ("fee_schedules"."fee_kind" in ('conservation', 'vehicle')),
	CONSTRAINT "fee_schedules_amount" CHECK ("fee_schedules"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_destinations" (
	"partner_public_id" text NOT NULL,
	"destination_public_id" text NOT NULL,
	CONSTRAINT "partner_destinations_partner_public_id_destination_public_id_pk" PRIMARY KEY("partner_public_id","destination_public_id")
);
--> statement-breakpoint
CREATE TABLE "partner_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_code_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tax" text NOT NULL,
	"rate" numeric NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tax_rates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "tax_rates_kind" CHECK ("tax_rates"."tax" in ('vat', 'catering_levy')),
	CONSTRAINT "tax_rates_range" CHECK ("tax_rates"."rate" >= 0 and "tax_rates"."rate" < 1)
);
--> statement-breakpoint
CREATE TABLE "accounting_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "accounting_code_kind" NOT NULL,
	"item_public_id" text,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings_paid" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "customer_code_usd" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "kra_pin_number" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "promo_type_public_id" text;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_destination_public_id_destinations_destination_public_id_fk" FOREIGN KEY ("destination_public_id") REFERENCES "public"."destinations"("destination_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_destinations" ADD CONSTRAINT "partner_destinations_partner_public_id_partners_public_id_fk" FOREIGN KEY ("partner_public_id") REFERENCES "public"."partners"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_destinations" ADD CONSTRAINT "partner_destinations_destination_public_id_destinations_destination_public_id_fk" FOREIGN KEY ("destination_public_id") REFERENCES "public"."destinations"("destination_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings_paid" ADD CONSTRAINT "bookings_paid_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_schedules_fee" ON "fee_schedules" USING btree ("fee_kind","fee_public_id","effective_from");--> statement-breakpoint
CREATE INDEX "tax_rates_in_force" ON "tax_rates" USING btree ("tax","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_codes_item" ON "accounting_codes" USING btree ("kind",coalesce("item_public_id", ''));--> statement-breakpoint
CREATE INDEX "bookings_paid_at" ON "bookings_paid" USING btree ("paid_at","booking_id");--> statement-breakpoint
-- The reports (issue 17): payments received in a range, passages at the gates in a range.
-- Declared here rather than in payments.ts / sync.ts, which other work owns.
CREATE INDEX "payment_ledger_paid_at" ON "payment_ledger" USING btree ("at") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX "check_ins_device_time" ON "check_ins" USING btree ("device_time");--> statement-breakpoint
-- bookings_paid: the first instant each booking became fully Paid, kept from booking_events
-- (append-only) as events are written; the earliest event wins.
CREATE FUNCTION "record_booking_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'payment_received' AND NEW.payload->>'booking_payment_status' = 'Paid' THEN
    INSERT INTO "bookings_paid" ("booking_id", "paid_at") VALUES (NEW.booking_id, NEW.at)
    ON CONFLICT ("booking_id") DO UPDATE SET "paid_at" = EXCLUDED."paid_at"
      WHERE EXCLUDED."paid_at" < "bookings_paid"."paid_at";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_events_record_paid" AFTER INSERT ON "booking_events"
  FOR EACH ROW EXECUTE FUNCTION "record_booking_paid"();--> statement-breakpoint
INSERT INTO "bookings_paid" ("booking_id", "paid_at")
  SELECT "booking_id", min("at") FROM "booking_events"
  WHERE "type" = 'payment_received' AND "payload"->>'booking_payment_status' = 'Paid'
  GROUP BY "booking_id";--> statement-breakpoint
-- The accounting export's default analysis codes per revenue kind and walk-in customer codes.
INSERT INTO "accounting_codes" ("kind", "item_public_id", "code") VALUES
  ('conservation', NULL, 'CONSERVATION-FEES'),
  ('vehicle', NULL, 'VEHICLE-FEES'),
  ('accommodation', NULL, 'ACCOMMODATION'),
  ('activity', NULL, 'ACTIVITIES'),
  ('donation', NULL, 'DONATIONS'),
  ('membership', NULL, 'MEMBERSHIPS'),
  ('volunteer', NULL, 'VOLUNTEERS'),
  ('walk_in_customer', 'KES', 'WALKIN-KES'),
  ('walk_in_customer', 'USD', 'WALKIN-USD');
