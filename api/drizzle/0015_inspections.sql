CREATE TABLE "booking_inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inspection_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"gate_public_id" text,
	"scanned_code" text,
	"inspected_by" text NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "booking_inspections_inspection_public_id_unique" UNIQUE("inspection_public_id"),
	CONSTRAINT "booking_inspections_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "booking_inspection_outcome" CHECK ("booking_inspections"."outcome" in ('valid', 'not_valid', 'partly_paid', 'overstay', 'guests_differ'))
);
--> statement-breakpoint
ALTER TABLE "booking_inspections" ADD CONSTRAINT "booking_inspections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_inspections" ADD CONSTRAINT "booking_inspections_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_inspections_booking" ON "booking_inspections" USING btree ("booking_id","inspected_at");--> statement-breakpoint
CREATE INDEX "booking_inspections_at" ON "booking_inspections" USING btree ("inspected_at","id");