import { sql } from "drizzle-orm";
import type { PropertyCard } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { cardColumns, cardOrder, selectCards, upcomingRate } from "../hotels/cards.ts";

export const SIMILAR_LIMIT = 6;
/** Like the undated lists: the "from" price is the lowest free rate of the coming month. */
const UPCOMING_DAYS = 30;

/**
 * Up to six other active properties in the same city, in the listing order, as cards. One query;
 * a second only when it finds nothing, to tell "no neighbours" from an unknown property (null).
 */
export async function similarProperties(db: Db, propertyId: number, today: string): Promise<PropertyCard[] | null> {
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.is_active and p.id <> ${propertyId}
          and p.city_id = (select city_id from properties where id = ${propertyId} and is_active)
        order by ${cardOrder} limit ${SIMILAR_LIMIT}`,
  );
  if (cards.length > 0) return cards;
  const [exists] = await queryRows(db, sql`select 1 from properties where id = ${propertyId} and is_active`);
  return exists ? [] : null;
}
