// Answer shapes of /v1 as the seeds name them (snake_case and camelCase mixed, as the seeds' client
// reads them). The web app imports these types for its typed client; nothing here runs.

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

export interface HotelSearchAnswer {
  status: "success";
  hotels: PropertyCard[];
  /** 1-based page that was answered. */
  page: number;
  totalPage: number;
  total: number;
}

export interface City {
  id: number;
  nama_kota: string;
  nama_provinsi: string;
  is_popular?: 0 | 1;
  total_property?: number;
}

export interface PropertyNameSuggestion {
  id: number;
  name: string;
  /** "City, Province" as formatted for display. */
  location: string;
}

export interface HomePromo {
  id: number;
  code: string;
  title: string;
  images: string;
}

export interface PromoBanner {
  id: number;
  value: number;
  images: string;
  title: string;
}

export interface PopupPromo {
  id: number;
  code: string;
  image_url: string;
}

export interface HomeAttraction {
  id: number;
  code: string;
  title: string;
  images: { image: string }[];
}

export interface GiveAwayItem {
  id: number;
  code: string;
  image_url: string;
}

export interface HomeEvent {
  id: number;
  category: string;
  nameEvent: string;
  kota: { id: number; nama_kota: string };
  nama_kota: string;
  image_url: string;
  schedule: { eventDates: string }[];
}

export interface PromoEvent {
  id: number;
  icon_url: string;
  event_type: string;
}

export interface PlatformStatus {
  ios: 0 | 1;
  android: 0 | 1;
}
