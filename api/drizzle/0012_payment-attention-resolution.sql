ALTER TABLE "payments" ADD COLUMN "attention_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_resolved_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_resolution" text;