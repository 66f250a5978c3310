CREATE TABLE "staff_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_public_id" text NOT NULL,
	"user_email" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "salesforce_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "salesforce_uuid" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "salesforce_account_uuid" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "salesforce_contact_uuid" text;--> statement-breakpoint
CREATE INDEX "staff_changes_changed_at" ON "staff_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "staff_changes_entity" ON "staff_changes" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE FUNCTION "staff_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_changes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_changes_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_changes"
FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_append_only"();
