import { sql } from "drizzle-orm";
import type { AttractionDetail } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { langColumn } from "./detail.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { storedImageVariant } from "#core/stored-images.ts";

/**
 * A tourist attraction in the caller's language, its description sanitised, its pictures in order
 * and its city. One query; null for an unknown attraction.
 */
export async function loadAttraction(db: Db, id: number, lang: Lang): Promise<AttractionDetail | null> {
  const [row] = await queryRows<{
    id: number;
    code: string;
    title: string;
    description: string;
    lat: string;
    lng: string;
    city_id: number;
    nama_kota: string;
    nama_provinsi: string;
    images: string[] | null;
  }>(
    db,
    sql`select a.id, a.code, a.${langColumn("title", lang)} as title, a.${langColumn("description", lang)} as description,
        a.lat, a.lng, c.id as city_id, c.nama_kota, c.nama_provinsi,
        (select array_agg(ai.file order by ai.sort, ai.id) from attraction_images ai where ai.attraction_id = a.id) as images
      from attractions a join cities c on c.id = a.city_id where a.id = ${id}`,
  );
  if (!row) return null;
  const images = (row.images ?? []).map((file) => ({ image: imageUrl("attraction", file) }));
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: sanitizeHtml(row.description),
    images,
    // The small slot gets the 480-pixel copy every stored picture has beside it (<name>-480.webp).
    image_url_500: row.images?.[0] ? imageUrl("attraction", storedImageVariant(row.images[0], 480)) : null,
    lat: row.lat,
    lng: row.lng,
    city: { id: row.city_id, nama_kota: row.nama_kota, nama_provinsi: row.nama_provinsi },
  };
}
