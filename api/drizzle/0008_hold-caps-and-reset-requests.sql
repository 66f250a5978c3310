CREATE TABLE "password_reset_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "password_reset_requests_email" ON "password_reset_requests" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_address" ON "password_reset_requests" USING btree ("address","at");