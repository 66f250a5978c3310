CREATE TABLE "bank_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_slip_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"payer" text,
	"note" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"booking_id" bigint,
	"payment_id" bigint,
	"allocated_by" text,
	"allocated_at" timestamp with time zone,
	CONSTRAINT "bank_slips_bank_slip_public_id_unique" UNIQUE("bank_slip_public_id"),
	CONSTRAINT "bank_slips_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bank_slip_amount_positive" CHECK ("bank_slips"."amount" > 0),
	CONSTRAINT "bank_slip_allocated_whole" CHECK (num_nonnulls("bank_slips"."booking_id", "bank_slips"."payment_id", "bank_slips"."allocated_by", "bank_slips"."allocated_at") in (0, 4))
);
--> statement-breakpoint
ALTER TABLE "bank_slips" ADD CONSTRAINT "bank_slips_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_slips" ADD CONSTRAINT "bank_slips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_slips" ADD CONSTRAINT "bank_slips_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_slip_bank_reference" ON "bank_slips" USING btree (lower("bank"),lower("reference"));--> statement-breakpoint
CREATE INDEX "bank_slip_recorded" ON "bank_slips" USING btree ("recorded_at");