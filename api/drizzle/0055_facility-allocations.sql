CREATE TABLE "facility_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"partner_public_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "facility_allocations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_allocations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "facility_allocations_dates" CHECK ("facility_allocations"."start_date" <= "facility_allocations"."end_date"),
	CONSTRAINT "facility_allocations_units" CHECK ("facility_allocations"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "facility_allocations" ADD CONSTRAINT "facility_allocations_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_allocations" ADD CONSTRAINT "facility_allocations_partner_public_id_partners_public_id_fk" FOREIGN KEY ("partner_public_id") REFERENCES "public"."partners"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_allocations_facility" ON "facility_allocations" USING btree ("facility_public_id","start_date");--> statement-breakpoint
CREATE TRIGGER "facility_allocations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_allocations"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
