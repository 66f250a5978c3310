CREATE TYPE "public"."user_kind" AS ENUM('institution', 'partner', 'public');--> statement-breakpoint
CREATE TYPE "public"."outbox_kind" AS ENUM('check_in', 'walk_in_booking', 'cash_payment', 'receipt_printed');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('applied', 'forced', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."scan_direction" AS ENUM('check_in', 'check_out');--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature_public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"type" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "features_feature_public_id_unique" UNIQUE("feature_public_id"),
	CONSTRAINT "feature_type" CHECK ("features"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"address" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "menus_menu_public_id_unique" UNIQUE("menu_public_id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_gates" (
	"user_id" bigint NOT NULL,
	"gate_public_id" text NOT NULL,
	CONSTRAINT "user_gates_user_id_gate_public_id_pk" PRIMARY KEY("user_id","gate_public_id")
);
--> statement-breakpoint
CREATE TABLE "user_type_features" (
	"user_type_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_type_features_user_type_id_feature_id_pk" PRIMARY KEY("user_type_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role_public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"landing" text DEFAULT '/dashboard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_types_role_public_id_unique" UNIQUE("role_public_id"),
	CONSTRAINT "user_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_type_id" integer NOT NULL,
	"partner_public_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"offline_verifier" text,
	"customer_code_kes" text,
	"customer_code_usd" text,
	"suspended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "users_partner_institution" CHECK (("users"."user_kind" = 'partner') = ("users"."partner_public_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"check_in_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" bigint NOT NULL,
	"gate_public_id" text NOT NULL,
	"device_id" bigint,
	"clerk_id" bigint,
	"direction" "scan_direction" NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"forced" boolean NOT NULL,
	"decision_status" text NOT NULL,
	"decision_message" text NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "check_ins_check_in_public_id_unique" UNIQUE("check_in_public_id"),
	CONSTRAINT "check_ins_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "device_registration_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_registration_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"gate_public_id" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"device_id" bigint,
	CONSTRAINT "device_registration_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gate_public_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"registered_by" bigint,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	CONSTRAINT "devices_device_public_id_unique" UNIQUE("device_public_id"),
	CONSTRAINT "devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "receipt_prints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"device_id" bigint,
	"clerk_id" bigint,
	"copy" boolean NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "receipt_prints_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sync_operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"device_id" bigint NOT NULL,
	"kind" "outbox_kind" NOT NULL,
	"payload" jsonb NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"status" "outbox_status" NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_operations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gates" ADD CONSTRAINT "user_gates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gates" ADD CONSTRAINT "user_gates_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_features" ADD CONSTRAINT "user_type_features_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_features" ADD CONSTRAINT "user_type_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_public_id_partners_public_id_fk" FOREIGN KEY ("partner_public_id") REFERENCES "public"."partners"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_clerk_id_users_id_fk" FOREIGN KEY ("clerk_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_registration_codes" ADD CONSTRAINT "device_registration_codes_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_registration_codes" ADD CONSTRAINT "device_registration_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_registration_codes" ADD CONSTRAINT "device_registration_codes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_clerk_id_users_id_fk" FOREIGN KEY ("clerk_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_operations" ADD CONSTRAINT "sync_operations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "features_live_url" ON "features" USING btree ("url") WHERE "features"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "features_menu" ON "features" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_live_user" ON "sessions" USING btree ("user_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "booking_changes_changed_at" ON "booking_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "check_ins_booking" ON "check_ins" USING btree ("booking_id","device_time");--> statement-breakpoint
CREATE INDEX "receipt_prints_booking" ON "receipt_prints" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "sync_operations_for_review" ON "sync_operations" USING btree ("received_at") WHERE "sync_operations"."status" <> 'applied';--> statement-breakpoint
-- check_ins holds the gate's events: rows are only ever appended.
-- Refuse UPDATE and DELETE of any row, and TRUNCATE of the table, in the database itself.
CREATE FUNCTION "check_ins_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'check_ins is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_append_only"
BEFORE UPDATE OR DELETE ON "check_ins"
FOR EACH ROW EXECUTE FUNCTION "check_ins_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_no_truncate"
BEFORE TRUNCATE ON "check_ins"
FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_refuse_change"();
--> statement-breakpoint
-- booking_changes: when each booking last changed, for the gates' change feed. Every write to
-- a booking, its lines, events, payments, ledger, tickets or check-ins stamps the booking with
-- clock_timestamp() (never earlier than the writing transaction's start), once per statement.
-- It locks the bookings concerned first, in id order, as every writer of a booking does, so no
-- two transactions ever take a booking and its change row in opposite orders.
-- TG_ARGV[0] says how a changed row names its booking: 'id', 'booking_id' or 'payment_id'.
CREATE FUNCTION "booking_changes_stamp"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    SELECT array_agg(DISTINCT "id" ORDER BY "id") INTO changed FROM changed_rows;
  ELSIF TG_ARGV[0] = 'payment_id' THEN
    SELECT array_agg(DISTINCT p."booking_id" ORDER BY p."booking_id") INTO changed
    FROM changed_rows r JOIN "payments" p ON p."id" = r."payment_id"
    WHERE p."booking_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT "booking_id" ORDER BY "booking_id") INTO changed
    FROM changed_rows WHERE "booking_id" IS NOT NULL;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "bookings" WHERE "id" = ANY (changed) ORDER BY "id" FOR NO KEY UPDATE;
  INSERT INTO "booking_changes" ("booking_id", "changed_at")
  SELECT unnest(changed), clock_timestamp()
  ON CONFLICT ("booking_id") DO UPDATE SET "changed_at" = excluded."changed_at";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text[];
  operation text;
BEGIN
  FOREACH watched SLICE 1 IN ARRAY ARRAY[
    ARRAY['bookings', 'id'],
    ARRAY['booking_guests', 'booking_id'],
    ARRAY['booking_vehicles', 'booking_id'],
    ARRAY['booking_facilities', 'booking_id'],
    ARRAY['booking_activities', 'booking_id'],
    ARRAY['booking_events', 'booking_id'],
    ARRAY['booking_tickets', 'booking_id'],
    ARRAY['payments', 'booking_id'],
    ARRAY['payment_ledger', 'payment_id'],
    ARRAY['check_ins', 'booking_id']
  ] LOOP
    FOREACH operation IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION "booking_changes_stamp"(%L)',
        watched[1] || '_booking_changes_' || lower(operation), operation, watched[1],
        CASE operation WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, watched[2]);
    END LOOP;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Bookings written before this migration count as changed now.
INSERT INTO "booking_changes" ("booking_id", "changed_at")
SELECT "id", clock_timestamp() FROM "bookings" ORDER BY "id";
