ALTER TABLE "booking_bans" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_alerts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_bans" ADD CONSTRAINT "booking_bans_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "booking_alerts" ADD CONSTRAINT "booking_alerts_idempotency_key_unique" UNIQUE("idempotency_key");