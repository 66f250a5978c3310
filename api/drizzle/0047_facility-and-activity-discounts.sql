CREATE TABLE "discount_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_type_public_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "facility_discounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"facility_public_id" text NOT NULL,
	"discount_type_public_id" text NOT NULL,
	"discount" numeric NOT NULL,
	"commission" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "facility_discounts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "facility_discounts_discount" CHECK ("facility_discounts"."discount" between 0 and 100),
	CONSTRAINT "facility_discounts_commission" CHECK ("facility_discounts"."commission" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "discount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "discount_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "discount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "discount_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_types" ADD CONSTRAINT "discount_types_partner_type_public_id_partner_types_public_id_fk" FOREIGN KEY ("partner_type_public_id") REFERENCES "public"."partner_types"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_discounts" ADD CONSTRAINT "facility_discounts_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_discounts" ADD CONSTRAINT "facility_discounts_discount_type_public_id_discount_types_public_id_fk" FOREIGN KEY ("discount_type_public_id") REFERENCES "public"."discount_types"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_discounts_facility" ON "facility_discounts" USING btree ("facility_public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_discounts_one_per_type" ON "facility_discounts" USING btree ("facility_public_id","discount_type_public_id") WHERE "facility_discounts"."deleted_at" is null;--> statement-breakpoint
CREATE TRIGGER "discount_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_types"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "facility_discounts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_discounts"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
