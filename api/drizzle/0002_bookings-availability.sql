CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "holds_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "cost_per_adult" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "cost_per_child" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_donations" ADD COLUMN "booking_amount" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD COLUMN "holds_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_activities_held" ON "booking_activities" USING btree ("activity_public_id","date") WHERE "booking_activities"."holds_until" is not null;--> statement-breakpoint
CREATE INDEX "booking_facilities_held_nights" ON "booking_facilities" USING gist (daterange("start_date", greatest("end_date", "start_date" + 1))) WHERE "booking_facilities"."holds_until" is not null;--> statement-breakpoint
CREATE INDEX "bookings_promo_code" ON "bookings" USING btree ("promo_code") WHERE "bookings"."promo_code" is not null;