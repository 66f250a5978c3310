CREATE TABLE "accommodation_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calls_to_action" (
	"public_id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"description" text NOT NULL,
	"link_path" text,
	"link_label" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"public_id" text PRIMARY KEY NOT NULL,
	"page_type_public_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"public_id" text PRIMARY KEY NOT NULL,
	"holiday_date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_types" (
	"public_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "entry_modes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pick_up_locations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_page_type_public_id_page_types_public_id_fk" FOREIGN KEY ("page_type_public_id") REFERENCES "public"."page_types"("public_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_type" ON "content_pages" USING btree ("page_type_public_id","sort_order");--> statement-breakpoint
-- The terms and policies the public site showed as static text become content pages of the
-- page type `terms` (public-site.md §2.1 PTermsAndConditions, §9), and its four calls to action
-- become rows (public-site.md §2.4), so staff edit both.
INSERT INTO "page_types" ("public_id", "name") VALUES ('terms', 'Terms and conditions') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_pages" ("public_id", "page_type_public_id", "title", "description", "sort_order") VALUES
  ('terms-general', 'terms', 'General terms', 'Payments made without a Booking ID must be notified to the conservancy within seven days. Payments that are not notified are forfeited after three months.', 1),
  ('terms-conduct', 'terms', 'Code of conduct', E'- Keep to the speed limit of 40 KPH on every conservancy road.\n- No driving after 7:00 PM unless on a guided night drive.\n- Stay on marked roads and tracks; off-road driving is not allowed.\n- Stay inside your vehicle except at marked sites or with a ranger.\n- Keep a safe distance from wildlife and never block an animal’s path.\n- Do not feed, call or disturb animals.\n- Keep noise down: no loud music or hooting.\n- Take all litter out with you.\n- Do not pick plants or remove stones, bones or any natural object.\n- Smoking and open fires only where permitted; never throw cigarette ends.\n- Drones need written permission from the conservancy.\n- Follow the instructions of rangers and conservancy staff at all times.\n- Children must be supervised by an adult throughout the visit.', 2),
  ('terms-bookings', 'terms', 'Bookings', E'Conservation fee is mandatory but all other services are optional.\n\nProof of ID required for Conservancy visits. Citizen and resident rates apply only with proof of residency at the gate.', 3),
  ('terms-cancellation', 'terms', 'Cancellation policy', E'Cancelled before arrival, the charge is:\n\n- 61 days or more: 20%\n- 60 to 31 days: 40%\n- 30 to 8 days: 50%\n- 7 days or less, or no show: 100%', 4),
  ('terms-conservation', 'terms', 'Conservation experiences policy', 'Arriving 15 minutes late shortens the experience, or cancels it with no refund. Arriving 30 minutes late cancels the experience and the payment is forfeited.', 5),
  ('terms-payment', 'terms', 'Payment policy', E'Arrival within 7 days requires full payment immediately.\n\nBooking at least one month ahead requires a 30% deposit within 7 days, with the balance paid at the gate.\n\nBank transfers must be complete 3 days before arrival; bank fees are borne by the guest. M-Pesa takes balances below KES 70,000.', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "calls_to_action" ("public_id", "message", "description", "link_path", "link_label", "sort_order") VALUES
  ('express', 'Just coming for the day?', 'Express checkout: choose the day, your party and your vehicle, and pay the entry fees.', '/express-selection', 'Express checkout', 1),
  ('book-ahead', 'Book 30 days ahead, pay 30% now', 'Arriving 30 or more days from today? A 30% deposit within 7 days holds your booking.', NULL, NULL, 2),
  ('support-rhinos', 'Protect the rhinos with a donation', 'Donations fund rhino protection, chimpanzee care and community education.', '/support-us', 'Support Us', 3),
  ('volunteer', 'Live and work with the conservation teams', 'Immersive programmes with the wildlife monitoring, research and community teams.', '/immersive-conservation-experiences', 'See the programmes', 4)
ON CONFLICT DO NOTHING;
