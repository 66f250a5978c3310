CREATE TABLE "booking_camping_arrivals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_camping_arrivals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_facility_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"discount" numeric,
	"expected_to_pay" boolean NOT NULL,
	CONSTRAINT "booking_camping_arrival_dates" CHECK ("booking_camping_arrivals"."end_date" >= "booking_camping_arrivals"."start_date")
);
--> statement-breakpoint
ALTER TABLE "booking_camping_arrivals" ADD CONSTRAINT "booking_camping_arrivals_booking_facility_id_booking_facilities_id_fk" FOREIGN KEY ("booking_facility_id") REFERENCES "public"."booking_facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_camping_arrivals_line" ON "booking_camping_arrivals" USING btree ("booking_facility_id");