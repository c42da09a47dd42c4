ALTER TABLE "rooms" ADD COLUMN "stocked_from" date;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "stocked_until" date;--> statement-breakpoint
CREATE INDEX "room_inventory_sold_out_idx" ON "room_inventory" USING btree ("stay_date","room_id") WHERE "room_inventory"."units_booked" >= "room_inventory"."units_total";--> statement-breakpoint
-- Existing databases: record each room's stocked span from the inventory it already has.
UPDATE "rooms" SET "stocked_from" = "span"."first_night", "stocked_until" = "span"."last_night"
FROM (SELECT "room_id", min("stay_date") AS "first_night", max("stay_date") AS "last_night" FROM "room_inventory" GROUP BY "room_id") AS "span"
WHERE "span"."room_id" = "rooms"."id";
