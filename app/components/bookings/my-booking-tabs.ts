/** /my-booking's tabs, in order: the loader reads ?tab= against them, the page draws them. */
export const MY_BOOKING_TABS = ["daily", "longstay", "topup"] as const;
export type MyBookingTab = (typeof MY_BOOKING_TABS)[number];
