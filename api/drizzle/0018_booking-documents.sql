CREATE TYPE "public"."document_kind" AS ENUM('receipt', 'invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "booking_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "document_kind" NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"booking_id" bigint NOT NULL,
	"paid_through" bigint,
	"credit_note_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "booking_documents_credit_note_id_unique" UNIQUE("credit_note_id"),
	CONSTRAINT "booking_documents_series" UNIQUE("kind","sequence"),
	CONSTRAINT "booking_documents_sequence_positive" CHECK ("booking_documents"."sequence" > 0),
	CONSTRAINT "booking_documents_receipt_paid_through" CHECK (("booking_documents"."kind" = 'receipt') = ("booking_documents"."paid_through" is not null)),
	CONSTRAINT "booking_documents_credit_note" CHECK (("booking_documents"."kind" = 'credit_note') = ("booking_documents"."credit_note_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "document_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"copy" boolean NOT NULL,
	"issued_by" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_paid_through_payment_ledger_id_fk" FOREIGN KEY ("paid_through") REFERENCES "public"."payment_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issues" ADD CONSTRAINT "document_issues_document_id_booking_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."booking_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issues" ADD CONSTRAINT "document_issues_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_one_invoice" ON "booking_documents" USING btree ("booking_id") WHERE "booking_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_receipt_per_payments" ON "booking_documents" USING btree ("booking_id","paid_through") WHERE "booking_documents"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX "document_issues_document" ON "document_issues" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_issues_one_original" ON "document_issues" USING btree ("document_id") WHERE not "document_issues"."copy";