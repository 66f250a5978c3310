CREATE INDEX "booking_activities_activity_booking" ON "booking_activities" USING btree ("activity_public_id","booking_id");--> statement-breakpoint
CREATE INDEX "booking_facilities_facility_booking" ON "booking_facilities" USING btree ("facility_public_id","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_status_check_in" ON "bookings" USING btree ("booking_status","check_in");--> statement-breakpoint
CREATE INDEX "bookings_stay" ON "bookings" USING gist (daterange("check_in", "check_out", '[]'));