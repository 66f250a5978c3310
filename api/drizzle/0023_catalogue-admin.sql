CREATE TABLE "catalogue_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_public_id" text NOT NULL,
	"user_email" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"price" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "facility_price_changes_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_price_changes_facility_public_id_effective_from_unique" UNIQUE("facility_public_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "facility_surges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_surges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"percentage" numeric NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "facility_surges_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_surges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "facility_surges_dates" CHECK ("facility_surges"."start_date" <= "facility_surges"."end_date"),
	CONSTRAINT "facility_surges_percentage" CHECK ("facility_surges"."percentage" > 0)
);
--> statement-breakpoint
CREATE TABLE "facility_unavailability" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "facility_unavailability_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_unavailability_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "facility_unavailability_dates" CHECK ("facility_unavailability"."start_date" <= "facility_unavailability"."end_date")
);
--> statement-breakpoint
ALTER TABLE "facility_price_changes" ADD CONSTRAINT "facility_price_changes_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_surges" ADD CONSTRAINT "facility_surges_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_unavailability" ADD CONSTRAINT "facility_unavailability_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_changes_entity" ON "catalogue_changes" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "facility_surges_facility" ON "facility_surges" USING btree ("facility_public_id","start_date");--> statement-breakpoint
CREATE INDEX "facility_unavailability_facility" ON "facility_unavailability" USING btree ("facility_public_id","start_date");--> statement-breakpoint
-- A facility's closures, surges and price changes are catalogue: every write moves the
-- catalogue's version (migration 0003's function), so cached catalogues reload and kiosks'
-- replicas receive it on their next sync. The change log is not catalogue.
CREATE TRIGGER "facility_unavailability_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_unavailability"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "facility_surges_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_surges"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "facility_price_changes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_price_changes"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
