ALTER TYPE "public"."booking_status" ADD VALUE 'deleted';--> statement-breakpoint
CREATE TABLE "booking_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"note_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "booking_alerts_note_public_id_unique" UNIQUE("note_public_id")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"credit_note_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"booking_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"issued_by" text NOT NULL,
	"idempotency_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_credit_note_public_id_unique" UNIQUE("credit_note_public_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_note_amount_positive" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_before_delete" "booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_deferred_until" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_as" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_alerts" ADD CONSTRAINT "booking_alerts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_alerts_active" ON "booking_alerts" USING btree ("booking_id") WHERE "booking_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "credit_notes_booking" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created" ON "bookings" USING btree ("booking_status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_partner_created" ON "bookings" USING btree ("partner_public_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_check_out" ON "bookings" USING btree ("booking_status","check_out");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key");