// The /v1 contract: every endpoint with its method, path, description, request schemas and answer
// type, one module per domain. The API parses requests with these schemas and checks its answers
// against these types; the web app's client (app/lib/api.server.ts) is typed from them, and
// docs/api.md is generated from them (scripts/api-docs.ts).
import { accounts } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { cancellations } from "./cancellations.ts";
import { cities } from "./cities.ts";
import { content } from "./content.ts";
import { dateChanges } from "./date-changes.ts";
import { hotels } from "./hotels.ts";
import { longStays } from "./long-stays.ts";
import { mail } from "./mail.ts";
import { payments } from "./payments.ts";
import { promos } from "./promos.ts";
import { properties } from "./properties.ts";
import { reservations } from "./reservations.ts";
import { restaurants } from "./restaurants.ts";
import { reviews } from "./reviews.ts";
import { topUp } from "./top-up.ts";
import { users } from "./users.ts";
import { vouchers } from "./vouchers.ts";

export * from "./accounts.ts";
export * from "./bookings.ts";
export * from "./cancellations.ts";
export * from "./cities.ts";
export * from "./common.ts";
export * from "./content.ts";
export * from "./date-changes.ts";
export * from "./endpoint.ts";
export * from "./fields.ts";
export * from "./hotels.ts";
export * from "./long-stays.ts";
export * from "./mail.ts";
export * from "./payments.ts";
export * from "./promos.ts";
export * from "./properties.ts";
export * from "./reservations.ts";
export * from "./restaurants.ts";
export * from "./reviews.ts";
export * from "./top-up.ts";
export * from "./users.ts";
export * from "./vouchers.ts";

/** Every /v1 endpoint by domain, in the order docs/api.md lists them. */
export const contract = {
  hotels,
  cities,
  content,
  properties,
  promos,
  vouchers,
  reservations,
  bookings,
  cancellations,
  dateChanges,
  accounts,
  users,
  payments,
  mail,
  longStays,
  topUp,
  restaurants,
  reviews,
};
