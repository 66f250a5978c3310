ALTER TABLE "destinations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gates" ADD COLUMN "deleted_at" timestamp with time zone;