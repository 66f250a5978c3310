CREATE TABLE "staff_booking_details" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"booking_type_code" text NOT NULL,
	"payment_period" smallint DEFAULT 0 NOT NULL,
	"school_public_id" text,
	"group_details" jsonb,
	"request" jsonb NOT NULL,
	"pricing_basis" jsonb NOT NULL,
	"idempotency_key" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_booking_details_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "staff_booking_payment_period" CHECK ("staff_booking_details"."payment_period" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "staff_booking_details" ADD CONSTRAINT "staff_booking_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_booking_details" ADD CONSTRAINT "staff_booking_details_school_public_id_schools_school_public_id_fk" FOREIGN KEY ("school_public_id") REFERENCES "public"."schools"("school_public_id") ON DELETE no action ON UPDATE no action;