CREATE TYPE "public"."booking_payment_status" AS ENUM('Unpaid', 'Partially Paid', 'Paid', 'FOC');--> statement-breakpoint
CREATE TYPE "public"."booking_source" AS ENUM('public', 'staff', 'gate');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('held', 'confirmed', 'expired', 'cancelled', 'checked_in', 'checked_out');--> statement-breakpoint
CREATE TYPE "public"."booking_type" AS ENUM('individual', 'group');--> statement-breakpoint
CREATE TYPE "public"."beneficiary_group" AS ENUM('citizen', 'other');--> statement-breakpoint
CREATE TYPE "public"."facility_type" AS ENUM('Accomodation', 'Camping Sites');--> statement-breakpoint
CREATE TYPE "public"."guest_marker" AS ENUM('A', 'C');--> statement-breakpoint
CREATE TYPE "public"."residency" AS ENUM('citizen', 'resident', 'non_resident');--> statement-breakpoint
CREATE TABLE "booking_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inventory_booking_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"activity_public_id" text NOT NULL,
	"date" date NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"extra_pax_adults" integer DEFAULT 0 NOT NULL,
	"extra_pax_children" integer DEFAULT 0 NOT NULL,
	"rangers" integer DEFAULT 0 NOT NULL,
	"residency_adults" "residency",
	"residency_children" "residency",
	"residency_extra_adults" "residency",
	"residency_extra_children" "residency",
	"time_frame" text,
	"pick_up_location" text,
	"participants" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_activities_inventory_booking_public_id_unique" UNIQUE("inventory_booking_public_id")
);
--> statement-breakpoint
CREATE TABLE "booking_donations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"cause_public_id" text,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_facilities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"facility_booking_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"facility_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units_held" integer NOT NULL,
	"number_of_rooms" integer DEFAULT 0 NOT NULL,
	"residency" "residency",
	"catering_type" text,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"extra_pax_adults" integer DEFAULT 0 NOT NULL,
	"extra_pax_children" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "booking_facilities_facility_booking_public_id_unique" UNIQUE("facility_booking_public_id"),
	CONSTRAINT "booking_facility_dates" CHECK ("booking_facilities"."end_date" >= "booking_facilities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"payment_public_id" text NOT NULL,
	"payment_guests" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_residency_proofs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_residency_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"residency_proof_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"payment_public_id" text NOT NULL,
	"proof_point" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"document_id" text NOT NULL,
	CONSTRAINT "booking_residency_proofs_residency_proof_public_id_unique" UNIQUE("residency_proof_public_id")
);
--> statement-breakpoint
CREATE TABLE "booking_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"vehicle_public_id" text NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_ref_code" text NOT NULL,
	"booking_type" "booking_type" DEFAULT 'individual' NOT NULL,
	"group_booking_type_public_id" text,
	"source" "booking_source" NOT NULL,
	"booking_status" "booking_status" DEFAULT 'held' NOT NULL,
	"booking_payment_status" "booking_payment_status" DEFAULT 'Unpaid' NOT NULL,
	"currency" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"code" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"additional_note" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"entry_mode_public_id" text,
	"entry_point" text,
	"mode_registration" text,
	"terms" boolean DEFAULT false NOT NULL,
	"disclaimer" boolean DEFAULT false NOT NULL,
	"destination_public_id" text,
	"promo_code" text,
	"member_public_id" text,
	"partner_public_id" text,
	"currency_buying_rate_at_time" numeric NOT NULL,
	"currency_selling_rate_at_time" numeric NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	"booking_payment_balance" numeric(14, 2) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_public_id_unique" UNIQUE("booking_public_id"),
	CONSTRAINT "bookings_booking_ref_code_unique" UNIQUE("booking_ref_code"),
	CONSTRAINT "booking_dates" CHECK ("bookings"."check_out" >= "bookings"."check_in")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"thumbnail" text NOT NULL,
	"maximum_guests" integer NOT NULL,
	"minimum_guests" integer DEFAULT 0 NOT NULL,
	"lead_time" integer DEFAULT 0 NOT NULL,
	"pricing_status" boolean NOT NULL,
	"ranger_marker" boolean NOT NULL,
	"has_extras" boolean NOT NULL,
	"pick_up_location" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_public_id" text NOT NULL,
	"residency" "residency" NOT NULL,
	"currency_type" text NOT NULL,
	"adult_price" numeric NOT NULL,
	"child_price" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_prices_activity_public_id_residency_unique" UNIQUE("activity_public_id","residency")
);
--> statement-breakpoint
CREATE TABLE "activity_time_frames" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_time_frames_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_public_id" text NOT NULL,
	"time_frame" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_time_frames_activity_public_id_time_frame_unique" UNIQUE("activity_public_id","time_frame")
);
--> statement-breakpoint
CREATE TABLE "anonymity_options" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_amounts" (
	"beneficiary_group" "beneficiary_group" PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "causes" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conservancy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"contact_phone" text NOT NULL,
	"reservations_email" text NOT NULL,
	"vat_rate" numeric NOT NULL,
	"catering_levy_rate" numeric NOT NULL,
	CONSTRAINT "conservancy_single_row" CHECK ("conservancy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "conservation_fees" (
	"payment_public_id" text PRIMARY KEY NOT NULL,
	"payment_person" text NOT NULL,
	"residency" "residency" NOT NULL,
	"marker" "guest_marker" NOT NULL,
	"payment_person_currency" text NOT NULL,
	"payment_person_amount" numeric NOT NULL,
	"residency_proof" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"currency_public_id" text PRIMARY KEY NOT NULL,
	"currency_name" text NOT NULL,
	"currency_sign" text NOT NULL,
	"description" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency_public_id" text NOT NULL,
	"buy_amount" numeric NOT NULL,
	"sell_amount" numeric NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."buy_amount" > 0 and "currency_rates"."sell_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"destination_public_id" text PRIMARY KEY NOT NULL,
	"destination_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_frequencies" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_payment_methods" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_modes" (
	"entry_mode_public_id" text PRIMARY KEY NOT NULL,
	"entry_mode_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"facility_type" "facility_type" NOT NULL,
	"accomodation_type" text,
	"description" text NOT NULL,
	"thumbnail" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"quantity" integer NOT NULL,
	"maximum_guests" integer NOT NULL,
	"lead_time" integer DEFAULT 0 NOT NULL,
	"pricing_status" boolean NOT NULL,
	"group_pricing_status" boolean NOT NULL,
	"has_extras" boolean NOT NULL,
	"room_type" boolean,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_group_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_group_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_public_id" text NOT NULL,
	"currency_type" text NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"maximum_number" integer NOT NULL,
	"mandatory_price" numeric NOT NULL,
	"extra_price" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_price_range" CHECK ("facility_group_prices"."from_number" <= "facility_group_prices"."to_number")
);
--> statement-breakpoint
CREATE TABLE "facility_pack_price_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_pack_price_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pack_price_id" integer NOT NULL,
	"lower_limit" integer NOT NULL,
	"upper_limit" integer NOT NULL,
	"price" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pack_tier_limits" CHECK ("facility_pack_price_tiers"."lower_limit" <= "facility_pack_price_tiers"."upper_limit")
);
--> statement-breakpoint
CREATE TABLE "facility_pack_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_pack_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_public_id" text NOT NULL,
	"catering_type" text NOT NULL,
	"currency" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_pack_prices_facility_public_id_catering_type_unique" UNIQUE("facility_public_id","catering_type")
);
--> statement-breakpoint
CREATE TABLE "facility_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_public_id" text NOT NULL,
	"residency" "residency" NOT NULL,
	"currency_type" text NOT NULL,
	"mandatory_price" numeric NOT NULL,
	"adult_price" numeric NOT NULL,
	"child_price" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_prices_facility_public_id_residency_unique" UNIQUE("facility_public_id","residency")
);
--> statement-breakpoint
CREATE TABLE "gates" (
	"gate_public_id" text PRIMARY KEY NOT NULL,
	"gate_name" text NOT NULL,
	"entry_mode_public_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_booking_types" (
	"booking_type_public_id" text PRIMARY KEY NOT NULL,
	"booking_type_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"public_id" text PRIMARY KEY NOT NULL,
	"custom_name" text NOT NULL,
	"membership_type" text NOT NULL,
	"residence" "residency" NOT NULL,
	"name" text NOT NULL,
	"price" numeric NOT NULL,
	"currency" text NOT NULL,
	"number_of_persons" integer DEFAULT 0 NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"entry_discount" numeric NOT NULL,
	"accommodation_discount" numeric NOT NULL,
	"activity_discount" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_public_id" text NOT NULL,
	"conservation_fee_discount" numeric NOT NULL,
	"facility_discount" numeric NOT NULL,
	"facility_commission" numeric NOT NULL,
	"email" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_up_locations" (
	"location_public_id" text PRIMARY KEY NOT NULL,
	"location_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_groups" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pack" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percentage_off" numeric NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"max_uses" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_code_period" CHECK ("promo_codes"."start_date" <= "promo_codes"."end_date")
);
--> statement-breakpoint
CREATE TABLE "residency_groups" (
	"code" "residency" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"proof" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"school_public_id" text PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fees" (
	"vehicle_public_id" text PRIMARY KEY NOT NULL,
	"vehicle_charge_category" text NOT NULL,
	"vehicle_charge_cost_currency" text NOT NULL,
	"vehicle_charge_category_cost" numeric NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_programs" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"currency" text NOT NULL,
	"price" numeric NOT NULL,
	"max_applicants" integer NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_pick_up_location_pick_up_locations_location_public_id_fk" FOREIGN KEY ("pick_up_location") REFERENCES "public"."pick_up_locations"("location_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_donations" ADD CONSTRAINT "booking_donations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_donations" ADD CONSTRAINT "booking_donations_cause_public_id_causes_public_id_fk" FOREIGN KEY ("cause_public_id") REFERENCES "public"."causes"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_donations" ADD CONSTRAINT "booking_donations_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD CONSTRAINT "booking_facilities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD CONSTRAINT "booking_facilities_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD CONSTRAINT "booking_facilities_catering_type_pricing_groups_public_id_fk" FOREIGN KEY ("catering_type") REFERENCES "public"."pricing_groups"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_payment_public_id_conservation_fees_payment_public_id_fk" FOREIGN KEY ("payment_public_id") REFERENCES "public"."conservation_fees"("payment_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_residency_proofs" ADD CONSTRAINT "booking_residency_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_residency_proofs" ADD CONSTRAINT "booking_residency_proofs_payment_public_id_conservation_fees_payment_public_id_fk" FOREIGN KEY ("payment_public_id") REFERENCES "public"."conservation_fees"("payment_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_vehicle_public_id_vehicle_fees_vehicle_public_id_fk" FOREIGN KEY ("vehicle_public_id") REFERENCES "public"."vehicle_fees"("vehicle_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_group_booking_type_public_id_group_booking_types_booking_type_public_id_fk" FOREIGN KEY ("group_booking_type_public_id") REFERENCES "public"."group_booking_types"("booking_type_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_entry_mode_public_id_entry_modes_entry_mode_public_id_fk" FOREIGN KEY ("entry_mode_public_id") REFERENCES "public"."entry_modes"("entry_mode_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_entry_point_gates_gate_public_id_fk" FOREIGN KEY ("entry_point") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_public_id_destinations_destination_public_id_fk" FOREIGN KEY ("destination_public_id") REFERENCES "public"."destinations"("destination_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_promo_codes_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_public_id_partners_public_id_fk" FOREIGN KEY ("partner_public_id") REFERENCES "public"."partners"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prices" ADD CONSTRAINT "activity_prices_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prices" ADD CONSTRAINT "activity_prices_currency_type_currencies_currency_public_id_fk" FOREIGN KEY ("currency_type") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_frames" ADD CONSTRAINT "activity_time_frames_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conservation_fees" ADD CONSTRAINT "conservation_fees_payment_person_currency_currencies_currency_public_id_fk" FOREIGN KEY ("payment_person_currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_public_id_currencies_currency_public_id_fk" FOREIGN KEY ("currency_public_id") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_prices" ADD CONSTRAINT "facility_group_prices_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_group_prices" ADD CONSTRAINT "facility_group_prices_currency_type_currencies_currency_public_id_fk" FOREIGN KEY ("currency_type") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_pack_price_tiers" ADD CONSTRAINT "facility_pack_price_tiers_pack_price_id_facility_pack_prices_id_fk" FOREIGN KEY ("pack_price_id") REFERENCES "public"."facility_pack_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_pack_prices" ADD CONSTRAINT "facility_pack_prices_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_pack_prices" ADD CONSTRAINT "facility_pack_prices_catering_type_pricing_groups_public_id_fk" FOREIGN KEY ("catering_type") REFERENCES "public"."pricing_groups"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_pack_prices" ADD CONSTRAINT "facility_pack_prices_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_prices" ADD CONSTRAINT "facility_prices_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_prices" ADD CONSTRAINT "facility_prices_currency_type_currencies_currency_public_id_fk" FOREIGN KEY ("currency_type") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_entry_mode_public_id_entry_modes_entry_mode_public_id_fk" FOREIGN KEY ("entry_mode_public_id") REFERENCES "public"."entry_modes"("entry_mode_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fees" ADD CONSTRAINT "vehicle_fees_vehicle_charge_cost_currency_currencies_currency_public_id_fk" FOREIGN KEY ("vehicle_charge_cost_currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_programs" ADD CONSTRAINT "volunteer_programs_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_activities_booking" ON "booking_activities" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_activities_date" ON "booking_activities" USING btree ("activity_public_id","date");--> statement-breakpoint
CREATE INDEX "booking_donations_booking" ON "booking_donations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_events_booking" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_facilities_booking" ON "booking_facilities" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_facilities_nights" ON "booking_facilities" USING btree ("facility_public_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "booking_guests_booking" ON "booking_guests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_residency_proofs_booking" ON "booking_residency_proofs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_vehicles_booking" ON "booking_vehicles" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_status_hold" ON "bookings" USING btree ("booking_status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "bookings_check_in" ON "bookings" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "currency_rates_in_force" ON "currency_rates" USING btree ("currency_public_id","effective_at");