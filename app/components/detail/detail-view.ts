// What the detail page's sections read of a property (decision 037): the loader sends this, not
// the whole /v1 answer (rooms, the other language's description, pricing flags stay on the server).
import type { PropertyDetail } from "#core/contract/index.ts";

export type DetailHotel = Pick<
  PropertyDetail,
  | "name"
  | "category_name"
  | "star"
  | "address"
  | "lat"
  | "long"
  | "capacity"
  | "images"
  | "images2"
  | "description_id"
  | "description_en"
  | "tag_villa"
  | "Fiturs"
  | "FitursOther"
  | "konfigurasi"
  | "villa_aksesibilitas"
  | "villa_rules"
  | "spoken"
> & { VillaLocations: Pick<PropertyDetail["VillaLocations"][number], "nama_kota" | "nama_provinsi">[] };
