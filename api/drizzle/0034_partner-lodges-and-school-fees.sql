CREATE TABLE "booking_external_facilities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_external_facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"facility_booking_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"lodge_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rooms" integer NOT NULL,
	"holds_until" timestamp with time zone,
	"parameters" jsonb NOT NULL,
	"supplements" jsonb NOT NULL,
	"discount" numeric,
	"commission_percentage" numeric NOT NULL,
	"commission_amount" numeric(14, 2) NOT NULL,
	"analysis_code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_external_facilities_facility_booking_public_id_unique" UNIQUE("facility_booking_public_id"),
	CONSTRAINT "booking_external_facility_dates" CHECK ("booking_external_facilities"."end_date" >= "booking_external_facilities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "partner_lodge_parameters" (
	"parameter_public_id" text PRIMARY KEY NOT NULL,
	"lodge_public_id" text NOT NULL,
	"facility_parameter_name" text NOT NULL,
	"parameter_default_value" integer DEFAULT 0 NOT NULL,
	"facility_pricing_point" text NOT NULL,
	"price" numeric NOT NULL,
	"non_priced_parameter" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_lodge_parameter_point" CHECK ("partner_lodge_parameters"."facility_pricing_point" in ('per_night', 'per_stay'))
);
--> statement-breakpoint
CREATE TABLE "partner_lodge_supplements" (
	"supplement_public_id" text PRIMARY KEY NOT NULL,
	"lodge_public_id" text NOT NULL,
	"name" text NOT NULL,
	"supplement_price" numeric NOT NULL,
	"facility_pricing_point" text NOT NULL,
	"is_include" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_lodge_supplement_point" CHECK ("partner_lodge_supplements"."facility_pricing_point" in ('per_night', 'per_stay'))
);
--> statement-breakpoint
CREATE TABLE "partner_lodges" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_name" text NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"analysis_code" text NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"percentage_commission" numeric NOT NULL,
	"pricing_status" boolean NOT NULL,
	"vat" boolean DEFAULT false NOT NULL,
	"catering_levy" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_lodge_quantity" CHECK ("partner_lodges"."quantity" >= 0),
	CONSTRAINT "partner_lodge_commission" CHECK ("partner_lodges"."percentage_commission" >= 0 and "partner_lodges"."percentage_commission" <= 100)
);
--> statement-breakpoint
CREATE TABLE "school_conservation_fees" (
	"public_id" text PRIMARY KEY NOT NULL,
	"destination_public_id" text NOT NULL,
	"payment_public_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_conservation_fee_dates" CHECK ("school_conservation_fees"."start_date" <= "school_conservation_fees"."end_date"),
	CONSTRAINT "school_conservation_fee_amount" CHECK ("school_conservation_fees"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD CONSTRAINT "booking_external_facilities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD CONSTRAINT "booking_external_facilities_lodge_public_id_partner_lodges_public_id_fk" FOREIGN KEY ("lodge_public_id") REFERENCES "public"."partner_lodges"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lodge_parameters" ADD CONSTRAINT "partner_lodge_parameters_lodge_public_id_partner_lodges_public_id_fk" FOREIGN KEY ("lodge_public_id") REFERENCES "public"."partner_lodges"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lodge_supplements" ADD CONSTRAINT "partner_lodge_supplements_lodge_public_id_partner_lodges_public_id_fk" FOREIGN KEY ("lodge_public_id") REFERENCES "public"."partner_lodges"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lodges" ADD CONSTRAINT "partner_lodges_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_conservation_fees" ADD CONSTRAINT "school_conservation_fees_destination_public_id_destinations_destination_public_id_fk" FOREIGN KEY ("destination_public_id") REFERENCES "public"."destinations"("destination_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_conservation_fees" ADD CONSTRAINT "school_conservation_fees_payment_public_id_conservation_fees_payment_public_id_fk" FOREIGN KEY ("payment_public_id") REFERENCES "public"."conservation_fees"("payment_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_conservation_fees" ADD CONSTRAINT "school_conservation_fees_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_external_facilities_booking" ON "booking_external_facilities" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_external_facilities_held_nights" ON "booking_external_facilities" USING gist (daterange("start_date", greatest("end_date", "start_date" + 1))) WHERE "booking_external_facilities"."holds_until" is not null;--> statement-breakpoint
CREATE INDEX "partner_lodge_parameters_lodge" ON "partner_lodge_parameters" USING btree ("lodge_public_id");--> statement-breakpoint
CREATE INDEX "partner_lodge_supplements_lodge" ON "partner_lodge_supplements" USING btree ("lodge_public_id");--> statement-breakpoint
CREATE INDEX "school_conservation_fees_in_force" ON "school_conservation_fees" USING btree ("destination_public_id","payment_public_id","start_date");--> statement-breakpoint
-- Partner lodges, their parameters and supplements, and school conservation fee rates are
-- catalogue: every write moves the catalogue's version (migration 0003's function), so cached
-- catalogues reload at once.
CREATE TRIGGER "partner_lodges_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_lodges"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "partner_lodge_parameters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_lodge_parameters"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "partner_lodge_supplements_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_lodge_supplements"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "school_conservation_fees_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_conservation_fees"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- An external accommodation line holds its lodge's rooms as a facility line holds units: it
-- takes holds_until from its booking when written and follows the booking's status after.
CREATE TRIGGER "booking_external_facilities_holds_until" BEFORE INSERT OR UPDATE OF "booking_id" ON "booking_external_facilities"
FOR EACH ROW EXECUTE FUNCTION "booking_line_holds_until"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_lines_follow_booking"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  held_until timestamptz := "booking_holds_until"(
    NEW."booking_status", NEW."booking_payment_status", NEW."hold_expires_at");
BEGIN
  UPDATE "booking_facilities" SET "holds_until" = held_until WHERE "booking_id" = NEW."id";
  UPDATE "booking_activities" SET "holds_until" = held_until WHERE "booking_id" = NEW."id";
  UPDATE "booking_external_facilities" SET "holds_until" = held_until WHERE "booking_id" = NEW."id";
  RETURN NULL;
END;
$$;
