ALTER TABLE "fee_schedules" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_idempotency_key_unique" UNIQUE("idempotency_key");