ALTER TABLE "activities" ADD COLUMN "vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conservancy" ADD COLUMN "kra_pin" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "catering_levy" boolean DEFAULT false NOT NULL;