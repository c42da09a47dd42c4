import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/**
 * Writes `property_search_counts` afresh from its definition (decision 067), at the end of the bulk
 * seed. Its triggers move a group's row on every property and room written, so one transaction of
 * 20,000 properties leaves some 270 rows among tens of thousands of dead ones: 560 pages and
 * indexes of the same size that every search then scans (decision 077); vacuum frees them but
 * does not give the file back. Truncated and refilled here, it is a page or two.
 */
export async function compactSearchCounts(db: Db): Promise<void> {
  await db.execute(sql`truncate property_search_counts`);
  await db.execute(sql`
    insert into property_search_counts (city_id, capacity, first_night, last_night, properties)
    select city_id, search_capacity, search_from, search_until, count(*)::int
    from properties where is_active group by city_id, search_capacity, search_from, search_until`);
}
