CREATE TYPE "public"."facility_pricing_rule" AS ENUM('accommodation', 'camping');--> statement-breakpoint
CREATE TABLE "facility_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pricing_rule" "facility_pricing_rule" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "facility_types" ("public_id", "name", "pricing_rule") VALUES ('Accomodation', 'Accomodation', 'accommodation'), ('Camping Sites', 'Camping Sites', 'camping');--> statement-breakpoint
ALTER TABLE "facilities" ALTER COLUMN "facility_type" SET DATA TYPE text USING "facility_type"::text;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_facility_type_facility_types_public_id_fk" FOREIGN KEY ("facility_type") REFERENCES "public"."facility_types"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TYPE "public"."facility_type";--> statement-breakpoint
CREATE TRIGGER "facility_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_types"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();