ALTER TYPE "public"."outbox_kind" ADD VALUE 'shift_opened';--> statement-breakpoint
ALTER TYPE "public"."outbox_kind" ADD VALUE 'shift_closed';--> statement-breakpoint
CREATE TABLE "gate_shifts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shift_public_id" uuid NOT NULL,
	"device_id" bigint NOT NULL,
	"gate_public_id" text NOT NULL,
	"clerk_public_id" text NOT NULL,
	"clerk_id" bigint,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"takings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_public_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"opened_key" text,
	"closed_key" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gate_shifts_shift_public_id_unique" UNIQUE("shift_public_id")
);
--> statement-breakpoint
ALTER TABLE "gate_shifts" ADD CONSTRAINT "gate_shifts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_shifts" ADD CONSTRAINT "gate_shifts_gate_public_id_gates_gate_public_id_fk" FOREIGN KEY ("gate_public_id") REFERENCES "public"."gates"("gate_public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_shifts" ADD CONSTRAINT "gate_shifts_clerk_id_users_id_fk" FOREIGN KEY ("clerk_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_shifts_opened" ON "gate_shifts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "gate_shifts_clerk" ON "gate_shifts" USING btree ("clerk_public_id","opened_at");