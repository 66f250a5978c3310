CREATE TABLE "payment_days" (
	"day" date NOT NULL,
	"provider" "payment_method" NOT NULL,
	"payable_kind" "payable_kind" NOT NULL,
	"currency" text NOT NULL,
	"payments" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"amount_kes" numeric(14, 2) NOT NULL,
	CONSTRAINT "payment_days_day_provider_payable_kind_currency_pk" PRIMARY KEY("day","provider","payable_kind","currency")
);
--> statement-breakpoint
-- payment_days: kept from payment_ledger (append-only) as paid rows are written, each converted
-- to KES as the daily report does (KES as is; the booking's currency at its selling rate;
-- anything else at the selling rate in force at the row's time), rounded to the cent.
CREATE FUNCTION "record_payment_day"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_for payable_kind;
  kes numeric;
BEGIN
  SELECT p.payable_kind, round(CASE
      WHEN NEW.currency = 'KES' THEN NEW.amount
      WHEN NEW.currency = b.currency THEN NEW.amount * b.currency_selling_rate_at_time
      ELSE NEW.amount * (SELECT r.sell_amount FROM currency_rates r
        WHERE r.currency_public_id = NEW.currency AND r.effective_at <= NEW.at
        ORDER BY r.effective_at DESC LIMIT 1)
    END, 2)
  INTO paid_for, kes
  FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
  WHERE p.id = NEW.payment_id;
  INSERT INTO "payment_days" ("day", "provider", "payable_kind", "currency", "payments", "amount", "amount_kes")
  VALUES ((NEW.at AT TIME ZONE 'Africa/Nairobi')::date, NEW.provider, paid_for, NEW.currency, 1,
    NEW.amount, coalesce(kes, 0))
  ON CONFLICT ("day", "provider", "payable_kind", "currency") DO UPDATE SET
    "payments" = "payment_days"."payments" + 1,
    "amount" = "payment_days"."amount" + EXCLUDED."amount",
    "amount_kes" = "payment_days"."amount_kes" + EXCLUDED."amount_kes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_ledger_record_day" AFTER INSERT ON "payment_ledger"
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION "record_payment_day"();--> statement-breakpoint
INSERT INTO "payment_days" ("day", "provider", "payable_kind", "currency", "payments", "amount", "amount_kes")
  SELECT (l.at AT TIME ZONE 'Africa/Nairobi')::date, l.provider, p.payable_kind, l.currency,
    count(*), sum(l.amount), coalesce(sum(round(CASE
      WHEN l.currency = 'KES' THEN l.amount
      WHEN l.currency = b.currency THEN l.amount * b.currency_selling_rate_at_time
      ELSE l.amount * (SELECT r.sell_amount FROM currency_rates r
        WHERE r.currency_public_id = l.currency AND r.effective_at <= l.at
        ORDER BY r.effective_at DESC LIMIT 1)
    END, 2)), 0)
  FROM payment_ledger l
  JOIN payments p ON p.id = l.payment_id
  LEFT JOIN bookings b ON b.id = p.booking_id
  WHERE l.status = 'paid'
  GROUP BY 1, 2, 3, 4;
