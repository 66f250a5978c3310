CREATE TYPE "public"."booking_ban_status" AS ENUM('active', 'ended');--> statement-breakpoint
CREATE TABLE "booking_bans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_bans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_ban_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text,
	"phone_number" text,
	"vehicle_registration" text,
	"email_key" text,
	"phone_key" text,
	"vehicle_key" text,
	"booking_ban_start_date" date NOT NULL,
	"booking_ban_end_date" date,
	"status" "booking_ban_status" DEFAULT 'active' NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_bans_booking_ban_public_id_unique" UNIQUE("booking_ban_public_id"),
	CONSTRAINT "booking_ban_dates" CHECK ("booking_bans"."booking_ban_end_date" is null or "booking_bans"."booking_ban_end_date" >= "booking_bans"."booking_ban_start_date"),
	CONSTRAINT "booking_ban_identifier" CHECK (coalesce("booking_bans"."email_key", "booking_bans"."phone_key", "booking_bans"."vehicle_key") is not null)
);
--> statement-breakpoint
CREATE INDEX "booking_bans_email" ON "booking_bans" USING btree ("email_key") WHERE "booking_bans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "booking_bans_phone" ON "booking_bans" USING btree ("phone_key") WHERE "booking_bans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "booking_bans_vehicle" ON "booking_bans" USING btree ("vehicle_key") WHERE "booking_bans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "booking_bans_created" ON "booking_bans" USING btree ("created_at","id");