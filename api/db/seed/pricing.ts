/**
 * A room's base nightly price and unit count, as SQL over `rooms r join properties p`. They are
 * computed in the database from the room's own attributes, so the inventory can be extended
 * later with exactly the same numbers without storing them anywhere.
 */
import { sql } from "drizzle-orm";

/** Base price for a weekday night in low season: Rp 250,000 to 5,000,000, whole thousands. */
export const roomBasePriceSql = sql`least(5000000, greatest(250000, round(
  (case p.category_name when 'Villa' then 300000 when 'Resort' then 550000 when 'Hotel' then 180000 when 'Apartment' then 220000 else 120000 end
    + r.capacity * case p.category_name when 'Villa' then 240000 when 'Resort' then 280000 when 'Hotel' then 110000 when 'Apartment' then 100000 else 60000 end)
  * (1 + p.star * 0.12)
  * (0.85 + ((r.id::bigint * 7919) % 31) / 100.0)
  / 1000.0) * 1000))::int`;

/** Units of a room type: a villa is one unit; hotel rooms for two have 3 to 15, larger ones 3 to 7. */
export const roomUnitsSql = sql`(case
  when p.category_name = 'Villa' then 1
  when p.category_name = 'Guest House' then 2 + (r.id::bigint * 13) % 5
  when r.capacity <= 2 then 3 + (r.id::bigint * 17) % 13
  else 3 + (r.id::bigint * 17) % 5
end)::int`;
