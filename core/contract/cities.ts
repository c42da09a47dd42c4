// /v1 cities: every city for pickers, and the cities that have properties (api/cities).
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";

export interface City {
  id: number;
  nama_kota: string;
  nama_provinsi: string;
  is_popular?: 0 | 1;
  total_property?: number;
}

export const cities = {
  list: endpoint<Success<City[]>>()("GET /list-cities", {
    access: "app-key",
    description:
      "Every city (official upper-case names; the web app strips the KOTA/KABUPATEN prefix and title-cases). Cacheable for 5 minutes.",
    answer: "Success<City[]>",
  }),
  withProperties: endpoint<Success<City[]>>()("GET /hotel/cities", {
    access: "app-key",
    description:
      "Cities that have active properties, popular first, with `is_popular` and `total_property`. Cacheable for 5 minutes.",
    answer: "Success<City[]>",
  }),
};
