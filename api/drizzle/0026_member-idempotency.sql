ALTER TABLE "members" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_idempotency_key_unique" UNIQUE("idempotency_key");