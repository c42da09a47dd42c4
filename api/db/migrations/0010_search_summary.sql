ALTER TABLE "properties" ADD COLUMN "search_capacity" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_until" date;--> statement-breakpoint
CREATE INDEX "properties_listing_idx" ON "properties" USING btree ("is_popular" desc,("tag_villa" is not null) desc,"star" desc,"id") WHERE "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("search_capacity","search_from","search_until","city_id","id") WHERE "properties"."is_active";--> statement-breakpoint
-- The search summary of a property (decision 030): recomputed from its rooms whenever one of them
-- is added, changed or removed. Bookings never write rooms (only room_inventory), so the summary
-- does not move with them; the property row is locked first so two writers of one property's
-- rooms apply in turn, the second seeing the first's rooms.
CREATE FUNCTION "properties_search_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  FOR target IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.property_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.property_id END]) AS x WHERE x IS NOT NULL
  LOOP
    PERFORM 1 FROM properties WHERE id = target FOR UPDATE;
    UPDATE properties p SET
      search_capacity = coalesce(s.capacity, 0), search_from = s.first_night, search_until = s.last_night
    FROM (
      SELECT max(capacity) AS capacity,
        CASE WHEN bool_and(stocked_from IS NOT NULL) THEN max(stocked_from) END AS first_night,
        CASE WHEN bool_and(stocked_until IS NOT NULL) THEN min(stocked_until) END AS last_night
      FROM rooms WHERE property_id = target
    ) s
    WHERE p.id = target;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rooms_search_summary" AFTER INSERT OR DELETE OR UPDATE OF "property_id", "capacity", "stocked_from", "stocked_until" ON "rooms"
  FOR EACH ROW EXECUTE FUNCTION "properties_search_summary"();--> statement-breakpoint
-- Existing databases: the summary of every property from the rooms it already has.
UPDATE "properties" p SET
  "search_capacity" = coalesce(s.capacity, 0), "search_from" = s.first_night, "search_until" = s.last_night
FROM (
  SELECT property_id, max(capacity) AS capacity,
    CASE WHEN bool_and(stocked_from IS NOT NULL) THEN max(stocked_from) END AS first_night,
    CASE WHEN bool_and(stocked_until IS NOT NULL) THEN min(stocked_until) END AS last_night
  FROM rooms GROUP BY property_id
) s
WHERE s.property_id = p.id;
