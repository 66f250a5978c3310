CREATE TABLE "cause_settings" (
	"cause_public_id" text PRIMARY KEY NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "donation_cancellations" (
	"donation_id" bigint PRIMARY KEY NOT NULL,
	"cancelled_by" text NOT NULL,
	"cancelled_by_email" text NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_donations" (
	"donation_id" bigint PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "staff_donations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "volunteer_program_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_program_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"program_public_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "volunteer_program_contacts_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_program_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_program_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"program_public_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "volunteer_program_images_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_program_settings" (
	"program_public_id" text PRIMARY KEY NOT NULL,
	"pdf_file" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feature_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_public_id" text NOT NULL,
	"user_email" text NOT NULL,
	"feature" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_public_id" text NOT NULL,
	"user_email" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "departments_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"staff_number" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"job_title" text,
	"department_id" bigint NOT NULL,
	"user_public_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "staff_members_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "identification_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identification_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "identification_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "visitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pass_number" text NOT NULL,
	"visitor_id" bigint NOT NULL,
	"vehicle_plate" text,
	"count" integer NOT NULL,
	"purpose" text NOT NULL,
	"staff_responsible" text NOT NULL,
	"visit_date" date NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"idempotency_key" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visitations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "visitations_pass_number_unique" UNIQUE("pass_number"),
	CONSTRAINT "visitations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "visitation_count_positive" CHECK ("visitations"."count" >= 1),
	CONSTRAINT "visitation_closed_pair" CHECK (("visitations"."closed_at" is null) = ("visitations"."closed_by" is null))
);
--> statement-breakpoint
CREATE TABLE "visitor_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visitor_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"identification_type_id" bigint NOT NULL,
	"identification_number" text NOT NULL,
	"visitor_type_id" bigint NOT NULL,
	"organisation" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visitors_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "cause_settings" ADD CONSTRAINT "cause_settings_cause_public_id_causes_public_id_fk" FOREIGN KEY ("cause_public_id") REFERENCES "public"."causes"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_cancellations" ADD CONSTRAINT "donation_cancellations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_donations" ADD CONSTRAINT "staff_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_program_contacts" ADD CONSTRAINT "volunteer_program_contacts_program_public_id_volunteer_programs_public_id_fk" FOREIGN KEY ("program_public_id") REFERENCES "public"."volunteer_programs"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_program_images" ADD CONSTRAINT "volunteer_program_images_program_public_id_volunteer_programs_public_id_fk" FOREIGN KEY ("program_public_id") REFERENCES "public"."volunteer_programs"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_program_settings" ADD CONSTRAINT "volunteer_program_settings_program_public_id_volunteer_programs_public_id_fk" FOREIGN KEY ("program_public_id") REFERENCES "public"."volunteer_programs"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitations" ADD CONSTRAINT "visitations_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_identification_type_id_identification_types_id_fk" FOREIGN KEY ("identification_type_id") REFERENCES "public"."identification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_visitor_type_id_visitor_types_id_fk" FOREIGN KEY ("visitor_type_id") REFERENCES "public"."visitor_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_program_contacts_program" ON "volunteer_program_contacts" USING btree ("program_public_id");--> statement-breakpoint
CREATE INDEX "volunteer_program_images_program" ON "volunteer_program_images" USING btree ("program_public_id");--> statement-breakpoint
CREATE INDEX "feature_visits_at" ON "feature_visits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "feature_visits_user" ON "feature_visits" USING btree ("user_public_id","at");--> statement-breakpoint
CREATE INDEX "staff_requests_at" ON "staff_requests" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_requests_user" ON "staff_requests" USING btree ("user_public_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_number" ON "staff_members" USING btree (upper("staff_number"));--> statement-breakpoint
CREATE INDEX "staff_members_department" ON "staff_members" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identification_types_name" ON "identification_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "visitations_visit_date" ON "visitations" USING btree ("visit_date");--> statement-breakpoint
CREATE INDEX "visitations_visitor" ON "visitations" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_types_name" ON "visitor_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_document" ON "visitors" USING btree ("identification_type_id",upper("identification_number"));--> statement-breakpoint
CREATE INDEX "visitors_created_at" ON "visitors" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "staff_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_requests_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_requests"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "feature_visits_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "feature_visits"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_logs_append_only"();--> statement-breakpoint
INSERT INTO "identification_types" ("name", "created_at") VALUES
  ('National ID', now()), ('Passport', now()), ('Alien card', now()), ('Driving licence', now());--> statement-breakpoint
INSERT INTO "visitor_types" ("name", "created_at") VALUES
  ('Supplier', now()), ('Government official', now()), ('Researcher', now()), ('Contractor', now()), ('Guest', now());
