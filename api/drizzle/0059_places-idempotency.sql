ALTER TABLE "destinations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "gates" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_idempotency_key_unique" UNIQUE("idempotency_key");