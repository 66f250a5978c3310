CREATE TABLE "corporate_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_phone_number" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"email1" text,
	"email2" text,
	"postal_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"country" text NOT NULL,
	"expiry_date" date,
	"payment_status" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"salesforce_id" text,
	"salesforce_uuid" text,
	"salesforce_account_uuid" text,
	"salesforce_contact_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "corporate_members_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "corporate_members_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "member_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_notices_once" UNIQUE("member_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;