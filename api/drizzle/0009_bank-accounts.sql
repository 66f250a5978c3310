CREATE TABLE "bank_accounts" (
	"public_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency_currencies_currency_public_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_public_id") ON DELETE no action ON UPDATE no action;