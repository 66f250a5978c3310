ALTER TABLE "booking_activities" ADD COLUMN "staff_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "member_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "partner_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "promo_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD COLUMN "staff_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD COLUMN "member_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD COLUMN "partner_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_facilities" ADD COLUMN "promo_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "staff_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "member_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "partner_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "promo_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD COLUMN "staff_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD COLUMN "member_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD COLUMN "partner_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD COLUMN "promo_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD COLUMN "staff_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD COLUMN "member_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD COLUMN "partner_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_external_facilities" ADD COLUMN "promo_discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The revenue charts' rows of the bookings `ids` that are paid in full: per booking and series,
-- its lines of that series converted at its selling rate and rounded to the cent (non-zero).
-- Sections now count external accommodation (partner lodges, "Escapes"); the `discount`
-- series is the discounts of its lines by kind (staff line, member, partner, promo code).
CREATE OR REPLACE FUNCTION "booking_revenue_facts"("ids" bigint[])
RETURNS TABLE ("booking_id" bigint, "series" text, "key" text, "label" text, "sort" integer, "kes" numeric)
LANGUAGE sql STABLE AS $$
  WITH b AS (
    SELECT bk.id, bk.currency_selling_rate_at_time AS rate FROM bookings bk
    JOIN bookings_paid p ON p.booking_id = bk.id WHERE bk.id = ANY (ids)
  ), discounts AS (
    SELECT x.booking_id, x.staff_discount_amount AS staff, x.member_discount_amount AS member,
      x.partner_discount_amount AS partner, x.promo_discount_amount AS promo
    FROM booking_guests x WHERE x.booking_id = ANY (ids)
    UNION ALL
    SELECT x.booking_id, x.staff_discount_amount, x.member_discount_amount,
      x.partner_discount_amount, x.promo_discount_amount
    FROM booking_vehicles x WHERE x.booking_id = ANY (ids)
    UNION ALL
    SELECT x.booking_id, x.staff_discount_amount, x.member_discount_amount,
      x.partner_discount_amount, x.promo_discount_amount
    FROM booking_facilities x WHERE x.booking_id = ANY (ids)
    UNION ALL
    SELECT x.booking_id, x.staff_discount_amount, x.member_discount_amount,
      x.partner_discount_amount, x.promo_discount_amount
    FROM booking_external_facilities x WHERE x.booking_id = ANY (ids)
    UNION ALL
    SELECT x.booking_id, x.staff_discount_amount, x.member_discount_amount,
      x.partner_discount_amount, x.promo_discount_amount
    FROM booking_activities x WHERE x.booking_id = ANY (ids)
  ), facts AS (
    SELECT b.id, 'section' AS series, 'conservation' AS key, 'Conservation fees' AS label, 1 AS sort,
      round(sum(x.amount) * b.rate, 2) AS kes
    FROM b JOIN booking_guests x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'vehicles', 'Vehicle fees', 2, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_vehicles x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'accommodation', 'Accommodation', 3, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_facilities x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'external_accommodation', 'External accommodation', 4,
      round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_external_facilities x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'activities', 'Activities', 5, round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_activities x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'section', 'donations', 'Donations', 6, round(sum(x.booking_amount) * b.rate, 2)
    FROM b JOIN booking_donations x ON x.booking_id = b.id GROUP BY b.id, b.rate
    UNION ALL
    SELECT b.id, 'residency', cf.residency::text,
      CASE cf.residency WHEN 'citizen' THEN 'Citizen' WHEN 'resident' THEN 'Resident' ELSE 'Non-resident' END,
      CASE cf.residency WHEN 'citizen' THEN 1 WHEN 'resident' THEN 2 ELSE 3 END,
      round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_guests x ON x.booking_id = b.id
    JOIN conservation_fees cf ON cf.payment_public_id = x.payment_public_id
    GROUP BY b.id, b.rate, cf.residency
    UNION ALL
    SELECT b.id, 'vehicle', vf.vehicle_public_id, min(vf.vehicle_charge_category), min(vf.sort_order),
      round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_vehicles x ON x.booking_id = b.id
    JOIN vehicle_fees vf ON vf.vehicle_public_id = x.vehicle_public_id
    GROUP BY b.id, b.rate, vf.vehicle_public_id
    UNION ALL
    SELECT b.id, 'activity', a.public_id, min(a.name), min(a.sort_order), round(sum(x.amount) * b.rate, 2)
    FROM b JOIN booking_activities x ON x.booking_id = b.id
    JOIN activities a ON a.public_id = x.activity_public_id
    GROUP BY b.id, b.rate, a.public_id
    UNION ALL
    SELECT b.id, 'discount', k.key, k.label, k.sort, round(sum(k.amount) * b.rate, 2)
    FROM b JOIN discounts d ON d.booking_id = b.id
    CROSS JOIN LATERAL (VALUES
      ('staff', 'Staff line discounts', 1, d.staff),
      ('member', 'Member discounts', 2, d.member),
      ('partner', 'Partner discounts', 3, d.partner),
      ('promo', 'Promo codes', 4, d.promo)) AS k(key, label, sort, amount)
    GROUP BY b.id, b.rate, k.key, k.label, k.sort
  )
  SELECT * FROM facts WHERE kes <> 0
$$;--> statement-breakpoint
DROP TRIGGER "booking_facilities_revenue" ON "booking_facilities";--> statement-breakpoint
CREATE TRIGGER "booking_facilities_revenue" AFTER INSERT OR UPDATE OF "amount", "booking_id",
  "staff_discount_amount", "member_discount_amount", "partner_discount_amount", "promo_discount_amount"
  OR DELETE ON "booking_facilities"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
DROP TRIGGER "booking_activities_revenue" ON "booking_activities";--> statement-breakpoint
CREATE TRIGGER "booking_activities_revenue" AFTER INSERT OR UPDATE OF "amount", "booking_id", "activity_public_id",
  "staff_discount_amount", "member_discount_amount", "partner_discount_amount", "promo_discount_amount"
  OR DELETE ON "booking_activities"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_external_facilities_revenue" AFTER INSERT OR UPDATE OF "amount", "booking_id",
  "staff_discount_amount", "member_discount_amount", "partner_discount_amount", "promo_discount_amount"
  OR DELETE ON "booking_external_facilities"
  FOR EACH ROW EXECUTE FUNCTION "booking_revenue_changed"();--> statement-breakpoint
SELECT rebuild_revenue_days();
