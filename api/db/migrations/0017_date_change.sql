CREATE TABLE "reservation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"state" text NOT NULL,
	"from_arrival" date NOT NULL,
	"from_departure" date NOT NULL,
	"to_arrival" date NOT NULL,
	"to_departure" date NOT NULL,
	"lines" jsonb NOT NULL,
	"held" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"old_total" integer NOT NULL,
	"new_sub_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"fee" integer NOT NULL,
	"difference" integer NOT NULL,
	"refund_percent" smallint DEFAULT 0 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"payment_order_id" text,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_paymentId_unique";--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_changes_pending_idx" ON "reservation_changes" USING btree ("reservation_id") WHERE "reservation_changes"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_changes_payment_idx" ON "reservation_changes" USING btree ("payment_order_id");