ALTER TABLE "long_stay_reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "long_stay_reservations" ADD COLUMN "cancel_refund_percent" smallint;--> statement-breakpoint
ALTER TABLE "long_stay_reservations" ADD COLUMN "cancel_refund_amount" integer DEFAULT 0 NOT NULL;