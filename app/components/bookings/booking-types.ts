// Shapes of the bookings answers of /v1 as the pages read them (shared by loaders and components).
import type { DailyDetail } from "../../../api/bookings/load.ts";

export type { DailyDetail };

export interface DailyItem {
  reservationId: number;
  order_id: string;
  villaName: string;
  villaCity: string;
  status: number;
  statusText: string;
  statusPay: number;
  paymentStatus: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  total: number;
  image: string | null;
}

export interface LongStayItem {
  id: number;
  order_id: string;
  property_name: string;
  room_name: string;
  check_in: string;
  check_out: string;
  duration: number;
  reservation_type: string;
  total_guest: number;
  total: number;
  dp: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  special_request: string;
  sub_total: number;
  dp_percent: number;
  transaction: { status: string };
}

export interface TopUpItem {
  id: number;
  ref_id: string;
  date: string;
  product_name: string;
  phone_number: string | null;
  provider: string | null;
  pln_number: string | null;
  pln_token: string | null;
  admin_fee: number;
  status: string;
  total: number;
}

export const TOP_UP_TYPES = ["credits", "data_packages", "pln_token", "ewallets", "movie_tickets", "emoneys", "voucher_games"] as const;
export type TopUpHistory = Record<(typeof TOP_UP_TYPES)[number], TopUpItem[]>;

export interface ReservationSummary {
  order_id: string;
  email: string;
  name: string;
  phone: string;
  hotelName: string;
  arrival: string;
  departure: string;
  nights: number;
  total: number;
  status: number;
  statusPay: number;
  guest_booking: boolean;
  voucher_download: boolean;
  Transaction: { payment_relation: { status: string } | null };
}

