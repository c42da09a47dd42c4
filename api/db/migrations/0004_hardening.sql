-- Decision 018 (issue 9): a once-per-member voucher is held or spent once per member; a reservation
-- records its caller (hashed client address, idempotency scope) and its payload hash; unpaid holds are
-- counted per client and per contact; the demo mailbox keys mail by browser; the expiry sweep reads
-- pending payments by expiry.
DROP INDEX "reservations_idempotency_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mailbox_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_mailbox_idx" ON "mail_outbox" USING btree ("mailbox_key","id");--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."transaction_status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_client_hold_idx" ON "reservations" USING btree ("client_key") WHERE "reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_guest_email_idx" ON "reservations" USING btree (lower("guest_email")) WHERE "reservations"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_member_idx" ON "voucher_redemptions" USING btree ("voucher_id","user_id") WHERE "voucher_redemptions"."user_id" is not null and "voucher_redemptions"."status" in ('held', 'spent');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_idx" ON "reservations" USING btree ("idempotency_scope","idempotency_key");