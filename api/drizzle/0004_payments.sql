CREATE TYPE "public"."payment_ledger_status" AS ENUM('paid', 'failed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payable_kind" AS ENUM('booking', 'donation', 'volunteer', 'membership');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('mpesa', 'card', 'bank', 'cash');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."volunteer_payment_status" AS ENUM('Unpaid', 'Paid');--> statement-breakpoint
CREATE TABLE "donations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"donation_ref_code" text NOT NULL,
	"booking_id" bigint,
	"cause_public_id" text,
	"payment_method_public_id" text,
	"frequency_public_id" text,
	"anonymity_public_id" text,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text,
	"phone_number" text,
	"city" text,
	"gender" text,
	"dob" date,
	"feedback" text,
	"preference" text[] DEFAULT '{}'::text[] NOT NULL,
	"paid" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "donations_donation_ref_code_unique" UNIQUE("donation_ref_code"),
	CONSTRAINT "donation_paid_flag" CHECK ("donations"."paid" in (0, 1)),
	CONSTRAINT "donation_amount_positive" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_beneficiaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_beneficiaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"gender_id" text NOT NULL,
	"dob" date NOT NULL,
	"id_alien_number" text,
	"email" text,
	"postal_address" text,
	"postal_code" text,
	"phone_number" text,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "member_beneficiaries_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_reference_number" text NOT NULL,
	"member_setting" text NOT NULL,
	"residence" "residency" NOT NULL,
	"household_type" text NOT NULL,
	"registration_type" text DEFAULT 'public' NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"gender_id" text NOT NULL,
	"dob" date NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"tel_number" text NOT NULL,
	"postal_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"id_alien_number" text,
	"promo_code" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_status" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"registration_date" date NOT NULL,
	"expiry_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "members_member_reference_number_unique" UNIQUE("member_reference_number")
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"provider" "payment_method" NOT NULL,
	"provider_reference" text,
	"status" "payment_ledger_status" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"credited_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"raw_payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payable_kind" "payable_kind" NOT NULL,
	"booking_id" bigint,
	"donation_id" bigint,
	"volunteer_id" bigint,
	"member_id" bigint,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"credit_amount" numeric(14, 2) NOT NULL,
	"payable_currency" text NOT NULL,
	"public_donations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"email" text,
	"callback_token" text,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"merchant_trace" text,
	"application_id" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_payment_public_id_unique" UNIQUE("payment_public_id"),
	CONSTRAINT "payments_callback_token_unique" UNIQUE("callback_token"),
	CONSTRAINT "payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "payments_merchant_trace_unique" UNIQUE("merchant_trace"),
	CONSTRAINT "payment_one_payable" CHECK (num_nonnulls("payments"."booking_id", "payments"."donation_id", "payments"."volunteer_id", "payments"."member_id") = 1),
	CONSTRAINT "payment_amounts_positive" CHECK ("payments"."amount" > 0 and "payments"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"volunteer_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"program_public_id" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"dob" date NOT NULL,
	"code" text NOT NULL,
	"id_alien_number" text NOT NULL,
	"postal_address" text,
	"postal_code" text,
	"gender" text NOT NULL,
	"place_of_issue" text,
	"date_of_issue" date,
	"expiry_date" date,
	"dietary" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_status" "volunteer_payment_status" DEFAULT 'Unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_volunteer_public_id_unique" UNIQUE("volunteer_public_id")
);
--> statement-breakpoint
CREATE TABLE "booking_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"ticket_code" text NOT NULL,
	"key_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "booking_tickets_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "ticket_signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_cause_public_id_causes_public_id_fk" FOREIGN KEY ("cause_public_id") REFERENCES "public"."causes"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_method_public_id_donation_payment_methods_public_id_fk" FOREIGN KEY ("payment_method_public_id") REFERENCES "public"."donation_payment_methods"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_frequency_public_id_donation_frequencies_public_id_fk" FOREIGN KEY ("frequency_public_id") REFERENCES "public"."donation_frequencies"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_anonymity_public_id_anonymity_options_public_id_fk" FOREIGN KEY ("anonymity_public_id") REFERENCES "public"."anonymity_options"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_beneficiaries" ADD CONSTRAINT "member_beneficiaries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_member_setting_membership_settings_public_id_fk" FOREIGN KEY ("member_setting") REFERENCES "public"."membership_settings"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payable_currency_currencies_currency_public_id_fk" FOREIGN KEY ("payable_currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_program_public_id_volunteer_programs_public_id_fk" FOREIGN KEY ("program_public_id") REFERENCES "public"."volunteer_programs"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_key_id_ticket_signing_keys_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."ticket_signing_keys"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_booking" ON "donations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "member_beneficiaries_member" ON "member_beneficiaries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_payment" ON "payment_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_one_credit" ON "payment_ledger" USING btree ("payment_id") WHERE "payment_ledger"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_reference_credits_once" ON "payment_ledger" USING btree ("provider","provider_reference") WHERE "payment_ledger"."status" = 'paid' and "payment_ledger"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("status","method","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_donation" ON "payments" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "payments_volunteer" ON "payments" USING btree ("volunteer_id");--> statement-breakpoint
CREATE INDEX "payments_member" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "volunteers_program" ON "volunteers" USING btree ("program_public_id","payment_status");--> statement-breakpoint
CREATE INDEX "booking_tickets_booking" ON "booking_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tickets_one_current" ON "booking_tickets" USING btree ("booking_id") WHERE "booking_tickets"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_signing_keys_one_active" ON "ticket_signing_keys" USING btree ((true)) WHERE "ticket_signing_keys"."retired_at" is null and "ticket_signing_keys"."revoked_at" is null;--> statement-breakpoint
-- payment_ledger is the record of every provider answer: rows are only ever appended.
-- Refuse UPDATE and DELETE of any row, and TRUNCATE of the table, in the database itself.
CREATE FUNCTION "payment_ledger_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_ledger_append_only"
BEFORE UPDATE OR DELETE ON "payment_ledger"
FOR EACH ROW EXECUTE FUNCTION "payment_ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "payment_ledger_no_truncate"
BEFORE TRUNCATE ON "payment_ledger"
FOR EACH STATEMENT EXECUTE FUNCTION "payment_ledger_refuse_change"();
