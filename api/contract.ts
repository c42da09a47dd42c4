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

// ---------------------------------------------------------------- property detail page (seed 001 sections 3 and 7)

export interface GalleryImage {
  /** File name under /images/hotel/. */
  image: string;
  /** In the caller's language. */
  caption: string;
}

/** images2: the twelve gallery groups, each possibly empty. */
export type GalleryGroups = Record<
  "bathroom" | "bedroom" | "exterior" | "dining" | "indoor" | "kitchen" | "lain_lain" | "layout" | "living" | "lobi" | "outdoor" | "swimming",
  GalleryImage[]
>;

export interface RoomRate {
  /** YYYY-MM-DD, one night. */
  rateDate: string;
  /** Shown price of the night: rate less the property's fee percent, floored. */
  fix_price: number;
  /** Free units that night (0: sold out). */
  unit: number;
}

export interface RoomDetail {
  id: number;
  name: string;
  capacity: number;
  images: { image_url: string }[];
  min_night: number;
  is_promo: 0 | 1;
  /** roomRate less the room's promo percent, floored; 0 when the room has no promo. */
  promo_price: number;
  promo: { promo_percent: number; promo_name: string | null };
  /** Shown price of the first night (0 when that night has no rate). */
  roomRate: number;
  rates: RoomRate[];
  /** Fewest free units over the nights; 0 when any night is sold out or has no rate. */
  unit: number;
}

export interface VillaRules {
  checkin_first: string | null;
  checkin_second: string | null;
  checkout_first: string | null;
  checkout_second: string | null;
  day_cancel: number | null;
  refund_persent: number | null;
  /** 1 means not allowed. */
  no_smoking: 0 | 1;
  no_pet: 0 | 1;
  no_party: 0 | 1;
  /** In the caller's language, one rule per line. */
  other_rules: string;
}

export interface PropertyDetail {
  id: number;
  name: string;
  category_name: string;
  property_type: string;
  star: number;
  address: string;
  lat: string;
  long: string;
  capacity: number;
  /** Lowest shown nightly price of any room over the stay (0 when no night has a rate). */
  low_price: number;
  /** Lowest shown nightly price of a room that holds the guests and is free every night; else low_price. */
  startFrom: number;
  round: 0 | 1;
  payAtVilla: 0 | 1;
  fee_percent: number;
  min_h_booking: number;
  /** ISO time of the server, for the advance-booking rule. */
  server_time: string;
  /** Semicolon-separated file names under /images/hotel/, gallery order. */
  images: string;
  images2: GalleryGroups;
  description_id: string;
  description_en: string;
  tag_villa: string | null;
  VillaLocations: VillaLocation[];
  is_multiple: 0 | 1;
  is_referral: 0 | 1;
  dp_multiple_booking: number;
  /** Basic facilities; `images` is the icon's file name under /icon/amenities/. */
  Fiturs: { name: string; images: string }[];
  FitursOther: { name: string }[];
  konfigurasi: { bed: number; bedroom: number; bathroom: number };
  villa_aksesibilitas: { bus: "on" | null; car: "on" | null; bike: "on" | null; walk: "on" | null; wheel: "on" | null; deskripsi: string };
  villa_rules: VillaRules;
  spoken: { country_id: string; name_country: string }[];
  allotment: { remain: number };
  minNight: number;
  rooms: RoomDetail[];
}

export interface PropertyDetailAnswer {
  status: "success";
  data: {
    hotel: PropertyDetail;
    /** The stay the rates are for (YYYY-MM-DD). */
    stay: { guest: number; arrival: string; departure: string; nights: number };
    /** true when the asked check-in was in the past and the rates are for today and tomorrow instead. */
    corrected: boolean;
  };
}

export interface UnavailableDate {
  date: string;
}

export interface MinNightAnswer {
  hotel: { minNight: number };
  nights: number;
  ok: boolean;
}

export interface ReviewItem {
  id: number;
  name: string;
  /** "21 Nov 2026" / "21 Agu 2026" (Asia/Jakarta date of writing). */
  created_at_format: string;
  /** Mean of the five ratings, 0-10, one decimal. */
  avg: number;
  review: string;
  review_answer: string | null;
}

export interface ReviewSummary {
  total_data: number;
  avg: number;
  cleanliness_avg: number;
  comfort_avg: number;
  food_avg: number;
  location_avg: number;
  service_avg: number;
  page: number;
  totalPage: number;
  data: ReviewItem[];
}

export interface RoomAnswer extends RoomDetail {
  property: { id: number; name: string; fee_percent: number };
}

export interface NearbyPlace {
  id: number;
  label: string;
  lat: number;
  lng: number;
  /** Great-circle distance in km (haversine, 6371 km), to the metre. */
  jarak: number;
  /** The distance for display: "1,2 km" (id) / "1.2 km" (en). */
  street: string;
}

export interface NearbyAnswer {
  attractions: NearbyPlace[];
  /** The nearest other active properties: the only other places our data knows. */
  properties: NearbyPlace[];
  /** The centre of the property's city. */
  city_centre: NearbyPlace | null;
}

export interface PropertyCardWithDistance extends PropertyCard {
  jarak: number;
  street: string;
}

export interface AttractionDetail {
  id: number;
  code: string;
  title: string;
  /** Sanitised HTML: p, br, strong, em, ul, ol, li and a with an http(s) href only. */
  description: string;
  images: { image: string }[];
  image_url_500: string | null;
  lat: string;
  lng: string;
  city: VillaLocation & { id: number };
}
