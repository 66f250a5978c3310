-- The Partner role amends its own bookings (issue 14): databases seeded before the seed gave it
-- `edit-booking` get that grant once here. Idempotent: where the role or the live feature is
-- missing, or the grant is already there, nothing changes; other roles are left as they are.
INSERT INTO "user_type_features" ("user_type_id", "feature_id")
SELECT "user_types"."id", "features"."id"
FROM "user_types", "features"
WHERE "user_types"."role_public_id" = 'role-partner'
  AND "features"."url" = 'edit-booking'
  AND "features"."deleted_at" IS NULL
ON CONFLICT DO NOTHING;
