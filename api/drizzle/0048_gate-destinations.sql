ALTER TABLE "gates" ADD COLUMN "destination_public_id" text;--> statement-breakpoint
-- Gates already in the catalogue admit to its first destination until staff set each one.
UPDATE "gates" SET "destination_public_id" = (SELECT "destination_public_id" FROM "destinations" ORDER BY "sort_order", "destination_public_id" LIMIT 1) WHERE "destination_public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "gates" ALTER COLUMN "destination_public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_destination_public_id_destinations_destination_public_id_fk" FOREIGN KEY ("destination_public_id") REFERENCES "public"."destinations"("destination_public_id") ON DELETE no action ON UPDATE no action;
