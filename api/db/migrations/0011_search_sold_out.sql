CREATE TABLE "room_nights_sold_out" (
	"room_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"property_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	CONSTRAINT "room_nights_sold_out_room_id_stay_date_pk" PRIMARY KEY("room_id","stay_date")
);
--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_rooms" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "room_nights_sold_out_search_idx" ON "room_nights_sold_out" USING btree ("stay_date","capacity","property_id","room_id");--> statement-breakpoint
CREATE INDEX "properties_city_listing_idx" ON "properties" USING btree ("city_id","is_popular" desc,("tag_villa" is not null) desc,"star" desc,"id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_city_search_idx" ON "properties" USING btree ("city_id","search_capacity","search_from","search_until","id","search_rooms") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("search_capacity","search_from","search_until","city_id","id","search_rooms") WHERE "properties"."is_active";--> statement-breakpoint
-- The search summary (decision 031) gains search_rooms (decision 035): search_rooms[k] is how many
-- of the property's rooms hold k guests, for k up to search_capacity.
CREATE OR REPLACE FUNCTION "properties_search_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  FOR target IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.property_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.property_id END]) AS x WHERE x IS NOT NULL
  LOOP
    PERFORM 1 FROM properties WHERE id = target FOR UPDATE;
    UPDATE properties p SET
      search_capacity = coalesce(s.capacity, 0), search_from = s.first_night, search_until = s.last_night,
      search_rooms = coalesce((
        SELECT array_agg((SELECT count(*) FROM unnest(s.capacities) c WHERE c >= k)::smallint ORDER BY k)
        FROM generate_series(1, s.capacity) k), '{}')
    FROM (
      SELECT max(capacity) AS capacity, array_agg(capacity) AS capacities,
        CASE WHEN bool_and(stocked_from IS NOT NULL) THEN max(stocked_from) END AS first_night,
        CASE WHEN bool_and(stocked_until IS NOT NULL) THEN min(stocked_until) END AS last_night
      FROM rooms WHERE property_id = target
    ) s
    WHERE p.id = target;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- room_nights_sold_out follows room_inventory: a row for each room-night with no free unit. Only
-- a night that becomes sold out or free fires (WHEN), so a booking that leaves units free costs
-- nothing more. The room's property and capacity are read FOR SHARE: a concurrent change of the
-- room is waited for (and then read), or waits for this transaction and then updates this row.
CREATE FUNCTION "room_nights_sold_out_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.units_booked >= OLD.units_total THEN
    DELETE FROM room_nights_sold_out WHERE room_id = OLD.room_id AND stay_date = OLD.stay_date;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.units_booked >= NEW.units_total THEN
    INSERT INTO room_nights_sold_out (room_id, stay_date, property_id, capacity)
    SELECT r.id, NEW.stay_date, r.property_id, r.capacity FROM rooms r WHERE r.id = NEW.room_id FOR SHARE
    ON CONFLICT (room_id, stay_date) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_inventory_sold_out_insert" AFTER INSERT ON "room_inventory"
  FOR EACH ROW WHEN (NEW.units_booked >= NEW.units_total) EXECUTE FUNCTION "room_nights_sold_out_follow"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_sold_out_update" AFTER UPDATE ON "room_inventory"
  FOR EACH ROW WHEN ((OLD.units_booked >= OLD.units_total) IS DISTINCT FROM (NEW.units_booked >= NEW.units_total)
    OR ((OLD.units_booked >= OLD.units_total) AND (OLD.room_id, OLD.stay_date) IS DISTINCT FROM (NEW.room_id, NEW.stay_date)))
  EXECUTE FUNCTION "room_nights_sold_out_follow"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_sold_out_delete" AFTER DELETE ON "room_inventory"
  FOR EACH ROW WHEN (OLD.units_booked >= OLD.units_total) EXECUTE FUNCTION "room_nights_sold_out_follow"();--> statement-breakpoint
CREATE FUNCTION "room_nights_sold_out_room"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_nights_sold_out SET property_id = NEW.property_id, capacity = NEW.capacity WHERE room_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rooms_sold_out_room" AFTER UPDATE OF "property_id", "capacity" ON "rooms"
  FOR EACH ROW WHEN ((OLD.property_id, OLD.capacity) IS DISTINCT FROM (NEW.property_id, NEW.capacity))
  EXECUTE FUNCTION "room_nights_sold_out_room"();--> statement-breakpoint
-- Existing databases: the sold-out room-nights and the room counts there already are.
INSERT INTO "room_nights_sold_out" (room_id, stay_date, property_id, capacity)
SELECT i.room_id, i.stay_date, r.property_id, r.capacity
FROM room_inventory i JOIN rooms r ON r.id = i.room_id
WHERE i.units_booked >= i.units_total;--> statement-breakpoint
UPDATE "properties" p SET "search_rooms" = coalesce((
  SELECT array_agg((SELECT count(*) FROM unnest(s.capacities) c WHERE c >= k)::smallint ORDER BY k)
  FROM generate_series(1, s.capacity) k), '{}')
FROM (SELECT property_id, max(capacity) AS capacity, array_agg(capacity) AS capacities FROM rooms GROUP BY property_id) s
WHERE s.property_id = p.id;
