CREATE TABLE "activity_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_public_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"price" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_price_changes_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "activity_price_changes_activity_public_id_effective_from_unique" UNIQUE("activity_public_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "activity_price_changes" ADD CONSTRAINT "activity_price_changes_activity_public_id_activities_public_id_fk" FOREIGN KEY ("activity_public_id") REFERENCES "public"."activities"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "activity_price_changes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_price_changes"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
