-- The catalogue settings' tables (created in 0031) are catalogue: every write moves the
-- catalogue's version (migration 0003's function), so cached catalogues reload and kiosks'
-- replicas receive it on their next sync.
CREATE TRIGGER "partner_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_types"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "partner_destinations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_destinations"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "promo_code_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_code_types"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "tax_rates_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rates"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "fee_schedules_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_schedules"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- The partner type the spec names (membership-backoffice.md §3: 6bac8c28 means tour operator),
-- which the demo partner and the booking screens use.
INSERT INTO "partner_types" ("public_id", "name") VALUES ('6bac8c28', 'Tour operator') ON CONFLICT DO NOTHING;
