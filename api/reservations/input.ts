// The reservation payload's schema and rules now live in the /v1 contract (core/contract/
// reservations.ts); this module keeps the names service.ts imports.
export { ARRIVAL_HOURS, type ReservationInput } from "#core/contract/index.ts";
