import { sql } from "drizzle-orm";
import { shownNightlyPrice } from "#core/pricing.ts";
import type { GalleryGroups, PropertyDetail, RoomDetail, VillaRules } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { propertyIdentity, type LocationRow, type PropertyIdentity } from "../hotels/cards.ts";
import { imageCategories, type ImageCategory } from "../db/schema.ts";
import type { Lang } from "../http/messages.ts";
import type { Stay } from "#core/contract/index.ts";
import { bestRoom, effectiveMinNight, toRoomDetail, type RoomRow } from "./rooms-view.ts";

/** The columns the detail answers as stored. */
type DetailColumns = Pick<
  PropertyDetail,
  | "address"
  | "lat"
  | "capacity"
  | "fee_percent"
  | "min_h_booking"
  | "dp_multiple_booking"
  | "description_id"
  | "description_en"
>;

interface DetailRow extends Record<string, unknown>, PropertyIdentity, LocationRow, DetailColumns {
  lng: string;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  pay_at_villa: boolean;
  min_night: number;
  is_multiple: boolean;
  is_referral: boolean;
  access_bus: boolean;
  access_car: boolean;
  access_bike: boolean;
  access_walk: boolean;
  access_wheel: boolean;
  accessibility_description: string;
  gallery: { image: string; category: ImageCategory; caption: string }[];
  facilities: { name: string; icon: string; kind: string }[];
  rules: RulesRow | null;
  spoken: { country_id: string; name_country: string }[];
  rooms: RoomRow[];
}

interface RulesRow {
  checkin_first: string | null;
  checkin_second: string | null;
  checkout_first: string | null;
  checkout_second: string | null;
  day_cancel: number | null;
  refund_percent: number | null;
  no_smoking: boolean;
  no_pet: boolean;
  no_party: boolean;
  other_rules: string;
}

/** Language-dependent column of a bilingual pair: `caption_id` / `caption_en`. */
export function langColumn(base: string, lang: Lang) {
  return sql.raw(`${base}_${lang === "en" ? "en" : "id"}`);
}

/** Every room of a property with its rates over [arrival, departure), as one json array. */
export function roomsJson(propertyRef: ReturnType<typeof sql>, arrival: string, departure: string) {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', r.id, 'name', r.name, 'capacity', r.capacity, 'image', r.image, 'min_night', r.min_night,
      'is_promo', r.is_promo, 'promo_percent', r.promo_percent, 'promo_name', r.promo_name,
      'rates', (select coalesce(json_agg(json_build_object('date', i.stay_date, 'price', i.price, 'free', i.units_total - i.units_booked) order by i.stay_date), '[]'::json)
                from room_inventory i where i.room_id = r.id and i.stay_date >= ${arrival}::date and i.stay_date < ${departure}::date)
    ) order by r.id), '[]'::json) from rooms r where r.property_id = ${propertyRef})`;
}

/**
 * The property of the detail page with its rooms priced over the stay: one query, every list
 * (gallery, facilities, rules, languages, rooms with their nights) aggregated as json.
 * null for an unknown or inactive property.
 */
export async function loadPropertyDetail(
  db: Db,
  id: number,
  stay: Stay,
  lang: Lang,
  now: Date = new Date(),
): Promise<PropertyDetail | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select p.id, p.name, p.category_name, p.property_type, p.star, p.address, p.lat, p.lng, p.capacity,
        p.bedrooms, p.beds, p.bathrooms, p.pay_at_villa, p.tag_villa, p.fee_percent, p.min_h_booking, p.min_night,
        p.is_multiple, p.is_referral, p.dp_multiple_booking, p.description_id, p.description_en,
        p.access_bus, p.access_car, p.access_bike, p.access_walk, p.access_wheel, p.accessibility_description,
        c.nama_kota, c.nama_provinsi,
        (select coalesce(json_agg(json_build_object('image', pi.file, 'category', pi.category, 'caption', pi.${langColumn("caption", lang)})
           order by pi.sort, pi.id), '[]'::json) from property_images pi where pi.property_id = p.id) as gallery,
        (select coalesce(json_agg(json_build_object('name', f.${langColumn("name", lang)}, 'icon', f.icon, 'kind', f.kind) order by f.id), '[]'::json)
           from property_facilities pf join facilities f on f.id = pf.facility_id where pf.property_id = p.id) as facilities,
        (select json_build_object('checkin_first', r.checkin_first, 'checkin_second', r.checkin_second,
           'checkout_first', r.checkout_first, 'checkout_second', r.checkout_second, 'day_cancel', r.day_cancel,
           'refund_percent', r.refund_percent, 'no_smoking', r.no_smoking, 'no_pet', r.no_pet, 'no_party', r.no_party,
           'other_rules', r.${langColumn("other_rules", lang)})
           from property_rules r where r.property_id = p.id) as rules,
        (select coalesce(json_agg(json_build_object('country_id', l.country_id, 'name_country', l.name_country)
           order by l.country_id <> 'id', l.country_id <> 'gb', l.name_country), '[]'::json)
           from property_languages l where l.property_id = p.id) as spoken,
        ${roomsJson(sql`p.id`, stay.arrival, stay.departure)} as rooms
      from properties p join cities c on c.id = p.city_id
      where p.id = ${id} and p.is_active`,
  );
  return row ? toPropertyDetail(row, stay, now) : null;
}

export function emptyGallery(): GalleryGroups {
  return Object.fromEntries(imageCategories.map((category) => [category, []])) as unknown as GalleryGroups;
}

function toPropertyDetail(row: DetailRow, stay: Stay, now: Date): PropertyDetail {
  const rooms: RoomDetail[] = row.rooms.map((room) => toRoomDetail(room, row.fee_percent, stay.nights));
  const best = bestRoom(row.rooms, rooms, stay.guest);
  const allRates = row.rooms.flatMap((room) => room.rates.map((rate) => rate.price));
  const lowPrice = allRates.length > 0 ? shownNightlyPrice(Math.min(...allRates), row.fee_percent) : 0;
  const bestRates = best ? best.row.rates.map((rate) => rate.price) : [];

  const images2 = emptyGallery();
  for (const picture of row.gallery)
    images2[picture.category]?.push({ image: picture.image, caption: picture.caption });

  const on = (flag: boolean) => (flag ? ("on" as const) : null);
  return {
    ...propertyIdentity(row),
    address: row.address,
    lat: row.lat,
    long: row.lng,
    capacity: row.capacity,
    low_price: lowPrice,
    startFrom: best ? shownNightlyPrice(Math.min(...bestRates), row.fee_percent) : lowPrice,
    round: best && Math.min(...bestRates) !== Math.max(...bestRates) ? 1 : 0,
    payAtVilla: row.pay_at_villa ? 1 : 0,
    fee_percent: row.fee_percent,
    min_h_booking: row.min_h_booking,
    server_time: now.toISOString(),
    images: row.gallery.map((picture) => picture.image).join(";"),
    images2,
    description_id: row.description_id,
    description_en: row.description_en,
    VillaLocations: [{ nama_kota: row.nama_kota, nama_provinsi: row.nama_provinsi }],
    is_multiple: row.is_multiple ? 1 : 0,
    is_referral: row.is_referral ? 1 : 0,
    dp_multiple_booking: row.dp_multiple_booking,
    Fiturs: row.facilities.filter((f) => f.kind === "basic").map((f) => ({ name: f.name, images: f.icon })),
    FitursOther: row.facilities.filter((f) => f.kind !== "basic").map((f) => ({ name: f.name })),
    konfigurasi: { bed: row.beds, bedroom: row.bedrooms, bathroom: row.bathrooms },
    villa_aksesibilitas: {
      bus: on(row.access_bus),
      car: on(row.access_car),
      bike: on(row.access_bike),
      walk: on(row.access_walk),
      wheel: on(row.access_wheel),
      deskripsi: row.accessibility_description,
    },
    villa_rules: toRules(row.rules),
    spoken: row.spoken,
    allotment: { remain: best?.detail.unit ?? 0 },
    minNight: effectiveMinNight(
      row.min_night,
      row.rooms.map((room, i) => ({ capacity: room.capacity, min_night: room.min_night, unit: rooms[i]!.unit })),
      stay.guest,
    ),
    rooms,
  };
}

function toRules(rules: RulesRow | null): VillaRules {
  return {
    checkin_first: rules?.checkin_first ?? null,
    checkin_second: rules?.checkin_second ?? null,
    checkout_first: rules?.checkout_first ?? null,
    checkout_second: rules?.checkout_second ?? null,
    day_cancel: rules?.day_cancel ?? null,
    refund_persent: rules?.refund_percent ?? null,
    no_smoking: rules?.no_smoking ? 1 : 0,
    no_pet: rules?.no_pet ? 1 : 0,
    no_party: rules?.no_party ? 1 : 0,
    other_rules: rules?.other_rules ?? "",
  };
}
