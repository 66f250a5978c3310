ALTER TABLE "facility_surges" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_surges" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "facility_unavailability" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_unavailability" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "activity_surges" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_surges" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "activity_unavailability" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_unavailability" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "facility_maintenance" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_maintenance" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "facility_allocations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facility_allocations" ADD COLUMN "deleted_by" text;