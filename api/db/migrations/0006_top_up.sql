CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"gateway" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_refunds_refundKey_unique" UNIQUE("refund_key")
);
--> statement-breakpoint
ALTER TABLE "top_up_transactions" ALTER COLUMN "status" SET DEFAULT 'waiting';--> statement-breakpoint
ALTER TABLE "top_up_products" ADD COLUMN "sku_code" text;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "biller_message" text;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "biller_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "lang" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_up_transactions" ADD COLUMN "mailbox_key" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_up_transactions_due_idx" ON "top_up_transactions" USING btree ("next_check_at") WHERE "top_up_transactions"."next_check_at" is not null;--> statement-breakpoint
UPDATE "top_up_transactions" SET "status" = 'waiting' WHERE "status" = 'pending';
