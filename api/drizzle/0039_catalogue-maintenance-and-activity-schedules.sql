CREATE TABLE "activity_surges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_surges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"percentage" numeric NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "activity_surges_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "activity_surges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "activity_surges_dates" CHECK ("activity_surges"."start_date" <= "activity_surges"."end_date"),
	CONSTRAINT "activity_surges_percentage" CHECK ("activity_surges"."percentage" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_unavailability" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "activity_unavailability_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "activity_unavailability_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "activity_unavailability_dates" CHECK ("activity_unavailability"."start_date" <= "activity_unavailability"."end_date")
);
--> statement-breakpoint
CREATE TABLE "facility_maintenance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_maintenance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "facility_maintenance_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_maintenance_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "facility_maintenance_dates" CHECK ("facility_maintenance"."start_date" <= "facility_maintenance"."end_date"),
	CONSTRAINT "facility_maintenance_units" CHECK ("facility_maintenance"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_surges" ADD CONSTRAINT "activity_surges_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_unavailability" ADD CONSTRAINT "activity_unavailability_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_maintenance" ADD CONSTRAINT "facility_maintenance_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_surges_activity" ON "activity_surges" USING btree ("activity_public_id","start_date");--> statement-breakpoint
CREATE INDEX "activity_unavailability_activity" ON "activity_unavailability" USING btree ("activity_public_id","start_date");--> statement-breakpoint
CREATE INDEX "facility_maintenance_facility" ON "facility_maintenance" USING btree ("facility_public_id","start_date");--> statement-breakpoint
CREATE TRIGGER "facility_maintenance_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_maintenance"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "activity_unavailability_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_unavailability"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "activity_surges_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_surges"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
