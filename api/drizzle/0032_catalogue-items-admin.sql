CREATE TABLE "catalogue_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"facility_public_id" text,
	"activity_public_id" text,
	"name" text NOT NULL,
	"role" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "catalogue_contacts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "catalogue_contacts_one_owner" CHECK (("catalogue_contacts"."facility_public_id" is null) <> ("catalogue_contacts"."activity_public_id" is null))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_contacts" ADD CONSTRAINT "catalogue_contacts_facility_public_id_facilities_public_id_fk" FOREIGN KEY ("facility_public_id") REFERENCES "public"."facilities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_contacts" ADD CONSTRAINT "catalogue_contacts_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_contacts_facility" ON "catalogue_contacts" USING btree ("facility_public_id");--> statement-breakpoint
CREATE INDEX "catalogue_contacts_activity" ON "catalogue_contacts" USING btree ("activity_public_id");