ALTER TABLE "catalogue_contacts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "calls_to_action" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "catalogue_contacts" ADD CONSTRAINT "catalogue_contacts_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "calls_to_action" ADD CONSTRAINT "calls_to_action_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_idempotency_key_unique" UNIQUE("idempotency_key");