// Answer shapes several /v1 domains share. Field names are the seeds' (snake_case and camelCase
// mixed, as the seeds' client reads them).

export interface Success<T> {
  status: "success";
  message?: string;
  data: T;
}

export interface VillaLocation {
  nama_kota: string;
  nama_provinsi: string;
}

/** A property as it appears in lists (seed 000 section 3). */
export interface PropertyCard {
  id: number;
  name: string;
  category_name: string;
  property_type: string;
  star: number;
  /** File names under /images/hotel/, first the cover. */
  images: string[];
  payAtVilla: 0 | 1;
  /** Lowest nightly price shown (rate less the property's fee percent), floored. */
  startFrom: number;
  /** 1 when nightly prices vary over the stay, so the card explains the average price. */
  round: 0 | 1;
  tag_villa: string | null;
  is_popular: 0 | 1;
  VillaLocations: VillaLocation[];
}

/** The one error shape of /v1: `errors` on 422 (one or more messages per field), `code` on some. */
export interface ErrorAnswer {
  status: "error";
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
}
