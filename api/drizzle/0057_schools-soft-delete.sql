ALTER TABLE "schools" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Facilities now pick their accommodation type from the list: every name they already carry joins it.
INSERT INTO "accommodation_types" ("public_id", "name", "created_at")
SELECT left(gen_random_uuid()::text, 8), names.accomodation_type, now()
FROM (SELECT DISTINCT "accomodation_type" FROM "facilities" WHERE "accomodation_type" IS NOT NULL) AS names
WHERE NOT EXISTS (
  SELECT 1 FROM "accommodation_types" AS existing WHERE lower(existing."name") = lower(names.accomodation_type)
);
