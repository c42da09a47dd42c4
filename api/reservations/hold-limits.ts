// The one place for the caps on unpaid holds (decision 018). An unpaid hold is a reservation that
// keeps units without money: waiting for the gateway (status 0, until it expires) or confirmed to
// pay at the property (no expiry, until its departure). A "visitor" is both the contact (the
// signed-in member, else the guest email) and the client (the address the request came from);
// each is capped on its own, so neither fresh emails from one address nor one email from many
// addresses gets around them. The numbers sit above what a family or a travel agent books:
// a 90-night single-room stay, or ten rooms for twelve nights, fits in one booking.

export interface HoldLimits {
  /** Room-nights (units × nights) of one reservation. */
  roomNightsPerBooking: number;
  /** Live unpaid holds of one contact (member, else guest email). */
  unpaidHoldsPerContact: number;
  /** Live unpaid holds made from one client address. */
  unpaidHoldsPerClient: number;
  /** Room-nights held unpaid at once by one visitor (contact or client), this booking included. */
  unpaidRoomNightsPerVisitor: number;
  /** Units of one property held unpaid by one visitor on any one night, this booking included. */
  unpaidUnitsPerPropertyNight: number;
  /** Reservation attempts from one client address per window (POST /reservations/*). */
  createPerClient: { limit: number; windowSeconds: number };
}

export const HOLD_LIMITS: HoldLimits = {
  roomNightsPerBooking: 120,
  unpaidHoldsPerContact: 3,
  unpaidHoldsPerClient: 10,
  unpaidRoomNightsPerVisitor: 120,
  unpaidUnitsPerPropertyNight: 10,
  createPerClient: { limit: 30, windowSeconds: 600 },
};

/** Caps nobody meets: for test suites and benchmarks about something else (the overbooking race
 * sends 200 bookings from one address). */
export const NO_HOLD_LIMITS: HoldLimits = {
  roomNightsPerBooking: 1_000_000,
  unpaidHoldsPerContact: 1_000_000,
  unpaidHoldsPerClient: 1_000_000,
  unpaidRoomNightsPerVisitor: 1_000_000,
  unpaidUnitsPerPropertyNight: 1_000_000,
  createPerClient: { limit: 1_000_000, windowSeconds: 60 },
};

/** The SQL condition of a live unpaid hold on table alias `r` (kept with the numbers it serves). */
export const UNPAID_HOLD_SQL = `r.released_at is null and ((r.status = 0 and r.expires_at > now()) or (r.payment_option = 1 and r.status = 2 and r.status_pay = 1 and r.departure > current_date))`;
