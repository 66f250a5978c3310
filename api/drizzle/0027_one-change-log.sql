-- One change log: catalogue administration's entries move into staff_changes, in their order,
-- and catalogue_changes goes.
INSERT INTO "staff_changes" ("user_public_id", "user_email", "entity", "entity_id", "before", "after", "changed_at")
  SELECT "user_public_id", "user_email", "entity", "entity_id", "before", "after", "changed_at"
  FROM "catalogue_changes" ORDER BY "id";--> statement-breakpoint
DROP TABLE "catalogue_changes" CASCADE;
