CREATE TABLE "household_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "household_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "household_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "member_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "residence_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residence_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "residence_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "household_types_name" ON "household_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_types_name" ON "member_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "residence_types_name" ON "residence_types" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "member_types" ("name", "created_at") VALUES
  ('Individual', now()), ('Couple', now()), ('Family', now());--> statement-breakpoint
INSERT INTO "household_types" ("name", "created_at") VALUES
  ('Individual', now()), ('Couple', now()), ('Family', now());--> statement-breakpoint
INSERT INTO "residence_types" ("name", "created_at") VALUES
  ('citizen', now()), ('resident', now()), ('non_resident', now());
