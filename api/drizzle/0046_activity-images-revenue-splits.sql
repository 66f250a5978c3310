CREATE TABLE "facility_revenue_splits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_revenue_splits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text NOT NULL,
	"party_name" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"analysis_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "facility_revenue_splits_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_revenue_splits_percent" CHECK ("facility_revenue_splits"."percent" > 0 and "facility_revenue_splits"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_revenue_splits" ADD CONSTRAINT "facility_revenue_splits_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_revenue_splits_facility" ON "facility_revenue_splits" USING btree ("facility_public_id");