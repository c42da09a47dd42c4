ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_refund_percent" smallint;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_refund_amount" integer DEFAULT 0 NOT NULL;