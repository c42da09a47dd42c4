// Shapes of the bookings answers of /v1 as the pages read them (shared by loaders and components):
// the contract's types.
export {
  TOP_UP_TYPES,
  type DailyDetail,
  type DailyItem,
  type LongStayItem,
  type ReservationSummary,
  type TopUpHistory,
  type TopUpItem,
} from "#core/contract/index.ts";
