CREATE TABLE "property_search_counts" (
	"city_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"first_night" date,
	"last_night" date,
	"properties" integer NOT NULL,
	CONSTRAINT "property_search_counts_key" UNIQUE NULLS NOT DISTINCT("city_id","capacity","first_night","last_night")
);
--> statement-breakpoint
CREATE INDEX "property_search_counts_capacity_idx" ON "property_search_counts" USING btree ("capacity","city_id","first_night","last_night","properties");--> statement-breakpoint
CREATE INDEX "property_search_counts_city_idx" ON "property_search_counts" USING btree ("city_id","capacity","first_night","last_night","properties");--> statement-breakpoint
DROP INDEX "room_nights_sold_out_search_idx";--> statement-breakpoint
-- The property's city, is_active and search_rooms on each of its sold-out room-nights (decision 067),
-- filled for existing rows before they become NOT NULL.
ALTER TABLE "room_nights_sold_out" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "room_nights_sold_out" ADD COLUMN "property_active" boolean;--> statement-breakpoint
ALTER TABLE "room_nights_sold_out" ADD COLUMN "property_rooms" smallint[];--> statement-breakpoint
UPDATE "room_nights_sold_out" o SET "city_id" = p.city_id, "property_active" = p.is_active, "property_rooms" = p.search_rooms
FROM properties p WHERE p.id = o.property_id;--> statement-breakpoint
ALTER TABLE "room_nights_sold_out" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights_sold_out" ALTER COLUMN "property_active" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights_sold_out" ALTER COLUMN "property_rooms" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_unstocked_idx" ON "properties" USING btree ("id") WHERE "properties"."is_active" and ("properties"."search_from" is null or "properties"."search_until" is null);--> statement-breakpoint
CREATE INDEX "room_nights_sold_out_city_idx" ON "room_nights_sold_out" USING btree ("city_id","stay_date","capacity","property_id","room_id","property_active","property_rooms");--> statement-breakpoint
CREATE INDEX "room_nights_sold_out_search_idx" ON "room_nights_sold_out" USING btree ("stay_date","capacity","property_id","room_id","property_active","property_rooms");--> statement-breakpoint
-- A new sold-out room-night carries its room's property and capacity and that property's city,
-- is_active and search_rooms. Both rows are read FOR SHARE: a concurrent change of the room or of
-- the property is waited for (and then read), or waits for this transaction and then updates this row.
CREATE OR REPLACE FUNCTION "room_nights_sold_out_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.units_booked >= OLD.units_total THEN
    DELETE FROM room_nights_sold_out WHERE room_id = OLD.room_id AND stay_date = OLD.stay_date;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.units_booked >= NEW.units_total THEN
    INSERT INTO room_nights_sold_out (room_id, stay_date, property_id, capacity, city_id, property_active, property_rooms)
    SELECT r.id, NEW.stay_date, r.property_id, r.capacity, p.city_id, p.is_active, p.search_rooms
    FROM rooms r JOIN properties p ON p.id = r.property_id WHERE r.id = NEW.room_id FOR SHARE
    ON CONFLICT (room_id, stay_date) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A room moved to another property or resized: its sold-out nights follow, with the new property's fields.
CREATE OR REPLACE FUNCTION "room_nights_sold_out_room"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_nights_sold_out o SET property_id = NEW.property_id, capacity = NEW.capacity,
    city_id = p.city_id, property_active = p.is_active, property_rooms = p.search_rooms
  FROM properties p WHERE p.id = NEW.property_id AND o.room_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A property's city, is_active or search_rooms changed (search_rooms moves with its rooms, through
-- the summary trigger): the sold-out nights of its rooms follow in the same transaction.
CREATE FUNCTION "properties_sold_out_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_nights_sold_out SET city_id = NEW.city_id, property_active = NEW.is_active, property_rooms = NEW.search_rooms
  WHERE room_id IN (SELECT id FROM rooms WHERE property_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_sold_out_follow" AFTER UPDATE OF "city_id", "is_active", "search_rooms" ON "properties"
  FOR EACH ROW WHEN ((OLD.city_id, OLD.is_active, OLD.search_rooms) IS DISTINCT FROM (NEW.city_id, NEW.is_active, NEW.search_rooms))
  EXECUTE FUNCTION "properties_sold_out_follow"();--> statement-breakpoint
-- property_search_counts: the active properties per (city, search_capacity, search_from,
-- search_until), moved in the writing transaction. Rows that reach 0 stay (a handful at most
-- per city); the unique key serialises two writers of one group.
CREATE FUNCTION "property_search_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_active THEN
    UPDATE property_search_counts SET properties = properties - 1
    WHERE city_id = OLD.city_id AND capacity = OLD.search_capacity
      AND first_night IS NOT DISTINCT FROM OLD.search_from AND last_night IS NOT DISTINCT FROM OLD.search_until;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_active THEN
    INSERT INTO property_search_counts AS c (city_id, capacity, first_night, last_night, properties)
    VALUES (NEW.city_id, NEW.search_capacity, NEW.search_from, NEW.search_until, 1)
    ON CONFLICT ON CONSTRAINT property_search_counts_key DO UPDATE SET properties = c.properties + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_insert" AFTER INSERT ON "properties"
  FOR EACH ROW WHEN (NEW.is_active) EXECUTE FUNCTION "property_search_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_update" AFTER UPDATE OF "is_active", "city_id", "search_capacity", "search_from", "search_until" ON "properties"
  FOR EACH ROW WHEN ((OLD.is_active, OLD.city_id, OLD.search_capacity, OLD.search_from, OLD.search_until)
    IS DISTINCT FROM (NEW.is_active, NEW.city_id, NEW.search_capacity, NEW.search_from, NEW.search_until))
  EXECUTE FUNCTION "property_search_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_delete" AFTER DELETE ON "properties"
  FOR EACH ROW WHEN (OLD.is_active) EXECUTE FUNCTION "property_search_counts_follow"();--> statement-breakpoint
-- Existing databases: the counts of the properties there already are.
INSERT INTO "property_search_counts" (city_id, capacity, first_night, last_night, properties)
SELECT city_id, search_capacity, search_from, search_until, count(*)::int
FROM properties WHERE is_active GROUP BY city_id, search_capacity, search_from, search_until;
