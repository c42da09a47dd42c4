ALTER TABLE "promo_events" ADD COLUMN "quota" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_events" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "promo_events" SET "claimed_count" = (SELECT count(*) FROM "voucher_claims" WHERE "voucher_claims"."promo_event_id" = "promo_events"."id");--> statement-breakpoint
UPDATE "promo_events" SET "quota" = "claimed_count" WHERE "claimed_count" > "quota";--> statement-breakpoint
ALTER TABLE "promo_events" ADD CONSTRAINT "promo_events_quota_valid" CHECK ("promo_events"."claimed_count" >= 0 and "promo_events"."claimed_count" <= "promo_events"."quota");