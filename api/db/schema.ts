// The whole data model of the three seeds (section 3 of each). Column names are snake_case in SQL
// (drizzle `casing: "snake_case"`), camelCase here. Money is whole rupiah in integers.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- places
export const cities = pgTable("cities", {
  id: serial().primaryKey(),
  /** Official upper-case name, e.g. "KABUPATEN BADUNG"; the web app strips the prefix. */
  namaKota: text().notNull(),
  namaProvinsi: text().notNull(),
  lat: text().notNull(),
  lng: text().notNull(),
  isPopular: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
});

// ---------------------------------------------------------------- properties
export const properties = pgTable(
  "properties",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** "Villa", "Hotel", "Guest House", ... (category_name in the seeds). */
    categoryName: text().notNull(),
    /** konvensional | syariah */
    propertyType: text().notNull(),
    star: smallint().notNull().default(0),
    address: text().notNull(),
    lat: text().notNull(),
    lng: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    capacity: smallint().notNull(),
    bedrooms: smallint().notNull().default(1),
    beds: smallint().notNull().default(1),
    bathrooms: smallint().notNull().default(1),
    payAtVilla: boolean().notNull().default(false),
    isPopular: boolean().notNull().default(false),
    /** Free tag such as "Our Pick"; null when untagged. */
    tagVilla: text(),
    feePercent: smallint().notNull().default(0),
    /** Days of notice an online booking needs before arrival (H minus N). */
    minHBooking: smallint().notNull().default(0),
    minNight: smallint().notNull().default(1),
    isMultiple: boolean().notNull().default(false),
    isReferral: boolean().notNull().default(false),
    dpMultipleBooking: smallint().notNull().default(50),
    promoPercent: smallint().notNull().default(0),
    descriptionId: text().notNull().default(""),
    descriptionEn: text().notNull().default(""),
    accessBus: boolean().notNull().default(false),
    accessCar: boolean().notNull().default(false),
    accessBike: boolean().notNull().default(false),
    accessWalk: boolean().notNull().default(false),
    accessWheel: boolean().notNull().default(false),
    accessibilityDescription: text().notNull().default(""),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    /**
     * Search summary of the property's rooms, kept by the rooms_search_summary trigger (migration
     * 0007, decision 030): the largest room capacity, and the nights every room is stocked for
     * (the latest stocked_from, the earliest stocked_until). A stay inside that span has, in the
     * largest room, a room that holds up to searchCapacity guests with a row for every night.
     */
    searchCapacity: smallint().notNull().default(0),
    searchFrom: date({ mode: "string" }),
    searchUntil: date({ mode: "string" }),
    /**
     * searchRooms[k] (1-based) is how many of its rooms hold k guests, for k up to searchCapacity
     * (migration 0011, decision 035): a stay the summary covers is open unless that many rooms
     * are sold out on one of its nights.
     */
    searchRooms: smallint().array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index("properties_city_idx").on(t.cityId),
    index("properties_type_idx").on(t.propertyType),
    // Search: the listing order (cardOrder) to walk a page from, and the summary to count from.
    index("properties_listing_idx")
      .on(sql`${t.isPopular} desc`, sql`(${t.tagVilla} is not null) desc`, sql`${t.star} desc`, t.id)
      .where(sql`${t.isActive}`),
    index("properties_search_idx")
      .on(t.searchCapacity, t.searchFrom, t.searchUntil, t.cityId, t.id, t.searchRooms)
      .where(sql`${t.isActive}`),
    // The same two for a search in one city: its page and its count read only that city's entries.
    index("properties_city_listing_idx")
      .on(t.cityId, sql`${t.isPopular} desc`, sql`(${t.tagVilla} is not null) desc`, sql`${t.star} desc`, t.id)
      .where(sql`${t.isActive}`),
    index("properties_city_search_idx")
      .on(t.cityId, t.searchCapacity, t.searchFrom, t.searchUntil, t.id, t.searchRooms)
      .where(sql`${t.isActive}`),
    // Properties with a room not yet stocked (no summary span): search looks at their rooms.
    index("properties_unstocked_idx")
      .on(t.id)
      .where(sql`${t.isActive} and (${t.searchFrom} is null or ${t.searchUntil} is null)`),
    check("properties_star_range", sql`${t.star} between 0 and 5`),
    check("properties_capacity_positive", sql`${t.capacity} > 0`),
  ],
);

/** The twelve gallery areas of seed 001 section 2.1 (keys as in images2). */
export const imageCategories = [
  "exterior",
  "lobi",
  "bedroom",
  "bathroom",
  "living",
  "dining",
  "kitchen",
  "swimming",
  "indoor",
  "outdoor",
  "layout",
  "lain_lain",
] as const;
export type ImageCategory = (typeof imageCategories)[number];

export const propertyImages = pgTable(
  "property_images",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** File name under /images/hotel/. */
    file: text().notNull(),
    category: text().$type<ImageCategory>().notNull(),
    captionId: text().notNull().default(""),
    captionEn: text().notNull().default(""),
    sort: integer().notNull().default(0),
  },
  (t) => [index("property_images_property_idx").on(t.propertyId, t.sort)],
);

export const facilities = pgTable("facilities", {
  id: serial().primaryKey(),
  nameId: text().notNull(),
  nameEn: text().notNull(),
  icon: text().notNull(),
  /** basic | other (Fiturs and FitursOther). */
  kind: text().notNull(),
});

export const propertyFacilities = pgTable(
  "property_facilities",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    facilityId: integer()
      .notNull()
      .references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.facilityId] })],
);

export const propertyRules = pgTable("property_rules", {
  propertyId: integer()
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  checkinFirst: text(),
  checkinSecond: text(),
  checkoutFirst: text(),
  checkoutSecond: text(),
  dayCancel: smallint(),
  refundPercent: smallint(),
  noSmoking: boolean().notNull().default(false),
  noPet: boolean().notNull().default(false),
  noParty: boolean().notNull().default(false),
  otherRulesId: text().notNull().default(""),
  otherRulesEn: text().notNull().default(""),
});

export const propertyLanguages = pgTable(
  "property_languages",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    countryId: text().notNull(),
    nameCountry: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.countryId] })],
);

// ---------------------------------------------------------------- rooms and inventory
export const rooms = pgTable(
  "rooms",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text().notNull(),
    capacity: smallint().notNull(),
    image: text().notNull(),
    minNight: smallint().notNull().default(1),
    isPromo: boolean().notNull().default(false),
    promoPercent: smallint().notNull().default(0),
    promoName: text(),
    /**
     * First and last night with an inventory row. Inventory is contiguous between them (rows are
     * only ever added at either end), so a stay inside this span has a row for every night.
     */
    stockedFrom: date({ mode: "string" }),
    stockedUntil: date({ mode: "string" }),
  },
  (t) => [index("rooms_property_idx").on(t.propertyId), index("rooms_capacity_idx").on(t.capacity, t.propertyId)],
);

/**
 * One row per room per night: its price and its units. A reservation takes units with a
 * conditional update (`units_booked + qty <= units_total`), so the check constraint is a second
 * guard, never the first.
 */
export const roomInventory = pgTable(
  "room_inventory",
  {
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    stayDate: date({ mode: "string" }).notNull(),
    price: integer().notNull(),
    unitsTotal: smallint().notNull(),
    unitsBooked: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.stayDate] }),
    index("room_inventory_date_idx").on(t.stayDate, t.roomId),
    // Sold-out nights are a few percent of all rows: search excludes rooms through this small index.
    index("room_inventory_sold_out_idx").on(t.stayDate, t.roomId).where(sql`${t.unitsBooked} >= ${t.unitsTotal}`),
    check("room_inventory_units_valid", sql`${t.unitsBooked} >= 0 and ${t.unitsBooked} <= ${t.unitsTotal}`),
    check("room_inventory_price_positive", sql`${t.price} >= 0`),
  ],
);

/**
 * The sold-out room-nights (units_booked >= units_total) with their room's property and capacity,
 * kept by triggers on room_inventory and rooms (migration 0011, decision 035): search counts the
 * sold-out rooms that hold the guests per property from here, without looking the rooms up.
 */
export const roomNightsSoldOut = pgTable(
  "room_nights_sold_out",
  {
    roomId: integer().notNull(),
    stayDate: date({ mode: "string" }).notNull(),
    propertyId: integer().notNull(),
    capacity: smallint().notNull(),
    /**
     * The property's city, is_active and search_rooms, copied (migration 0016, decision 067) so
     * that search counts the properties its sold-out nights close without reading a property.
     */
    cityId: integer().notNull(),
    propertyActive: boolean().notNull(),
    propertyRooms: smallint().array().notNull(),
  },
  (t) => {
    // Search reads the stay's nights index-only, in every city or (the second) in one.
    const stayNights = [t.stayDate, t.capacity, t.propertyId, t.roomId, t.propertyActive, t.propertyRooms] as const;
    return [
      primaryKey({ columns: [t.roomId, t.stayDate] }),
      index("room_nights_sold_out_search_idx").on(...stayNights),
      index("room_nights_sold_out_city_idx").on(t.cityId, ...stayNights),
    ];
  },
);

/**
 * How many active properties share a city, a largest room capacity and a stocked span (the
 * properties' search summary), kept by a trigger on properties (migration 0016, decision 067):
 * search counts its candidates from these few rows instead of every property.
 */
export const propertySearchCounts = pgTable(
  "property_search_counts",
  {
    cityId: integer().notNull(),
    capacity: smallint().notNull(),
    firstNight: date({ mode: "string" }),
    lastNight: date({ mode: "string" }),
    properties: integer().notNull(),
  },
  (t) => [
    unique("property_search_counts_key").on(t.cityId, t.capacity, t.firstNight, t.lastNight).nullsNotDistinct(),
    // Read index-only: a seed's one long transaction leaves the table's file large (every update a
    // new version), and a sequential scan of it cost 7 ms a search at 20,000 properties.
    index("property_search_counts_capacity_idx").on(t.capacity, t.cityId, t.firstNight, t.lastNight, t.properties),
    index("property_search_counts_city_idx").on(t.cityId, t.capacity, t.firstNight, t.lastNight, t.properties),
  ],
);

/** Long-stay price of a room (seed 002 section 3): price for `per` days of the given type. */
export const longStayPrices = pgTable(
  "long_stay_prices",
  {
    id: serial().primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    /** weekly | monthly | yearly */
    type: text().notNull(),
    price: integer().notNull(),
    /** Billing period length in units of the type (1 month, 3 months, ...). */
    per: smallint().notNull().default(1),
    dpPercent: smallint().notNull().default(30),
    promoName: text(),
    promoIdr: integer().notNull().default(0),
    note: text(),
  },
  (t) => [uniqueIndex("long_stay_prices_room_type_idx").on(t.roomId, t.type)],
);

// ---------------------------------------------------------------- users
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    /** Area code such as "+62". */
    phoneCode: text().notNull().default("+62"),
    phone: text().notNull().default(""),
    idNumber: text().notNull().default(""),
    address: text().notNull().default(""),
    /** argon2id hash; null for social accounts that never set a password. */
    passwordHash: text(),
    referralCode: text().notNull(),
    /** 0 email, 1 Facebook, 2 Google. */
    statusRegister: smallint().notNull().default(0),
    activatedAt: timestamp({ withTimezone: true }),
    lang: text().notNull().default("id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_idx").on(t.referralCode),
  ],
);

export const pointBalances = pgTable(
  "point_balances",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    remaining: integer().notNull().default(0),
  },
  (t) => [check("point_balances_non_negative", sql`${t.remaining} >= 0`)],
);

export const pointLedger = pgTable(
  "point_ledger",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer().notNull(),
    reason: text().notNull(),
    reservationId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index("point_ledger_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- reservations (nightly)
export const reservations = pgTable(
  "reservations",
  {
    id: serial().primaryKey(),
    orderId: text().notNull(),
    idempotencyKey: text(),
    userId: integer().references(() => users.id),
    propertyId: integer()
      .notNull()
      .references(() => properties.id),
    arrival: date({ mode: "string" }).notNull(),
    departure: date({ mode: "string" }).notNull(),
    nights: smallint().notNull(),
    guestCount: smallint().notNull(),
    guestName: text().notNull(),
    guestEmail: text().notNull(),
    guestPhone: text().notNull(),
    guestIdNumber: text().notNull().default(""),
    guestAddress: text().notNull().default(""),
    specialRequest: text().notNull().default(""),
    hourArrival: text().notNull().default("14:00"),
    lang: text().notNull().default("id"),
    orderFrom: text().notNull().default("web"),
    /** 0 full, 1 pay at property, 2 DP, 3 Kredivo. */
    paymentOption: smallint().notNull().default(0),
    paymentMethod: text(),
    /** Booking status 0..7 of seed 001 section 4. */
    status: smallint().notNull().default(0),
    statusText: text(),
    /** 0 nothing on arrival, 1 full total on arrival, 2 total minus DP on arrival. */
    statusPay: smallint().notNull().default(0),
    subTotal: integer().notNull(),
    promoPercent: smallint().notNull().default(0),
    promoAmount: integer().notNull().default(0),
    voucherCode: text(),
    voucherAmount: integer().notNull().default(0),
    referralCode: text(),
    referralAmount: integer().notNull().default(0),
    referrerPromoId: integer(),
    referrerPromoAmount: integer().notNull().default(0),
    pointsUsed: integer().notNull().default(0),
    uniqueCode: smallint().notNull(),
    total: integer().notNull(),
    dpAmount: integer().notNull().default(0),
    /** Unpaid holds end here; the sweep returns their units once. */
    expiresAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    /** The guest cancelled it (decision 055); releasedAt is set in the same transaction. */
    cancelledAt: timestamp({ withTimezone: true }),
    /** The policy's refund percent applied at the cancellation, and the refund it gave. */
    cancelRefundPercent: smallint(),
    cancelRefundAmount: integer().notNull().default(0),
    /** A hash of the client address that made it: unpaid holds are capped per client. */
    clientKey: text(),
    /** Whose idempotency key it is (`user:<id>` or `client:<clientKey>`): keys are unique per caller. */
    idempotencyScope: text(),
    /** A hash of the request's payload: an idempotency key replayed with another payload is refused. */
    requestHash: text(),
    /** Demo mailbox only: the browser that made it, whose mailbox shows its e-ticket and review mail. */
    mailboxKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reservations_order_id_idx").on(t.orderId),
    uniqueIndex("reservations_idempotency_idx").on(t.idempotencyScope, t.idempotencyKey),
    index("reservations_user_idx").on(t.userId),
    index("reservations_expiry_idx").on(t.expiresAt),
    index("reservations_client_hold_idx").on(t.clientKey).where(sql`${t.releasedAt} is null`),
    index("reservations_guest_email_idx").on(sql`lower(${t.guestEmail})`).where(sql`${t.releasedAt} is null`),
    check("reservations_total_non_negative", sql`${t.total} >= 0`),
  ],
);

export const reservationLines = pgTable(
  "reservation_lines",
  {
    id: serial().primaryKey(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    roomId: integer()
      .notNull()
      .references(() => rooms.id),
    stayDate: date({ mode: "string" }).notNull(),
    qty: smallint().notNull(),
    price: integer().notNull(),
  },
  (t) => [
    index("reservation_lines_reservation_idx").on(t.reservationId),
    check("reservation_lines_qty_positive", sql`${t.qty} > 0`),
  ],
);

/**
 * A date change of a nightly booking (decision 065). `pending` while its difference is being paid
 * (its new nights held, the old ones kept, until `expires_at`), then `done` (the stay moved) or
 * `expired` (the held nights given back). One pending change per booking at a time.
 */
export const reservationChanges = pgTable(
  "reservation_changes",
  {
    id: serial().primaryKey(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** pending | done | expired */
    state: text().notNull(),
    fromArrival: date({ mode: "string" }).notNull(),
    fromDeparture: date({ mode: "string" }).notNull(),
    toArrival: date({ mode: "string" }).notNull(),
    toDeparture: date({ mode: "string" }).notNull(),
    /** The new nights as priced: [{ roomId, date, qty, price }] (price: one unit's shown price). */
    lines: jsonb().$type<Array<{ roomId: number; date: string; qty: number; price: number }>>().notNull(),
    /** The units held for it while pending ([{ roomId, date, qty }]): exactly what its end gives back. */
    held: jsonb().$type<Array<{ roomId: number; date: string; qty: number }>>().notNull().default([]),
    oldTotal: integer().notNull(),
    newSubTotal: integer().notNull(),
    newTotal: integer().notNull(),
    fee: integer().notNull(),
    difference: integer().notNull(),
    refundPercent: smallint().notNull().default(0),
    refundAmount: integer().notNull().default(0),
    /** The payment of a positive difference (`{order}-C{n}`). */
    paymentOrderId: text(),
    expiresAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_changes_reservation_idx").on(t.reservationId),
    uniqueIndex("reservation_changes_pending_idx").on(t.reservationId).where(sql`${t.state} = 'pending'`),
    uniqueIndex("reservation_changes_payment_idx").on(t.paymentOrderId),
  ],
);

// ---------------------------------------------------------------- long stays
export const longStayReservations = pgTable(
  "long_stay_reservations",
  {
    id: serial().primaryKey(),
    orderId: text().notNull(),
    userId: integer().references(() => users.id),
    propertyId: integer()
      .notNull()
      .references(() => properties.id),
    roomId: integer()
      .notNull()
      .references(() => rooms.id),
    /** weekly | monthly | yearly */
    reservationType: text().notNull(),
    checkIn: date({ mode: "string" }).notNull(),
    checkOut: date({ mode: "string" }).notNull(),
    duration: smallint().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    countryCode: text().notNull().default("+62"),
    phone: text().notNull(),
    totalGuest: smallint().notNull(),
    specialRequest: text().notNull().default(""),
    lang: text().notNull().default("id"),
    roomPrice: integer().notNull(),
    per: smallint().notNull(),
    subTotal: integer().notNull(),
    dpPercent: smallint().notNull(),
    dp: integer().notNull(),
    promoName: text(),
    promoIdr: integer().notNull().default(0),
    uniqueCode: smallint().notNull(),
    total: integer().notNull(),
    totalFull: integer().notNull(),
    /** Transfer (down payment) | Transfer Full */
    paymentOption: text().notNull(),
    /** Pending | Canceled | Settlement | Check-Out | Expired */
    status: text().notNull().default("Pending"),
    expiresAt: timestamp({ withTimezone: true }),
    /** Cancelled by the guest (decision 057), with the percent and refund it applied. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelRefundPercent: smallint(),
    cancelRefundAmount: integer().notNull().default(0),
    /** The demo mailbox of the browser that booked (api/mail/mailbox-key.ts): its mails are shown there. */
    mailboxKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("long_stay_reservations_order_id_idx").on(t.orderId),
    index("long_stay_reservations_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------- promos, vouchers, referrals
export const promos = pgTable("promos", {
  id: serial().primaryKey(),
  code: text().notNull(),
  /** carousel | banner | popup | login | site */
  kind: text().notNull(),
  titleId: text().notNull(),
  titleEn: text().notNull(),
  image: text().notNull(),
  /** Percent off (banner saving, login promo, site-wide promo). */
  value: smallint().notNull().default(0),
  /** For kind "site": the product it applies to (hotel, long_stay, top_up). */
  product: text(),
  termsId: text().notNull().default(""),
  termsEn: text().notNull().default(""),
  /** The optional button on the promo's page: its text in each language and its link. */
  btnText: text(),
  btnTextEn: text(),
  btnLink: text(),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  sort: integer().notNull().default(0),
});

export const vouchers = pgTable(
  "vouchers",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    titleId: text().notNull().default(""),
    titleEn: text().notNull().default(""),
    image: text(),
    /** Percent off; 0 when the voucher is a fixed amount. */
    value: smallint().notNull().default(0),
    /** Fixed amount off in rupiah; 0 when the voucher is a percentage. */
    nominal: integer().notNull().default(0),
    quota: integer().notNull().default(1),
    usedCount: integer().notNull().default(0),
    /** A voucher claimed at an event belongs to one user. */
    userId: integer().references(() => users.id),
    showOnHome: boolean().notNull().default(false),
    termsId: text().notNull().default(""),
    termsEn: text().notNull().default(""),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_idx").on(sql`upper(${t.code})`),
    check("vouchers_quota_valid", sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.quota}`),
  ],
);

export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: serial().primaryKey(),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id),
    reservationId: integer().references(() => reservations.id),
    longStayReservationId: integer().references(() => longStayReservations.id),
    userId: integer().references(() => users.id),
    /** held | spent | released */
    status: text().notNull().default("held"),
    createdAt: createdAt(),
  },
  (t) => [
    index("voucher_redemptions_voucher_idx").on(t.voucherId),
    uniqueIndex("voucher_redemptions_member_idx")
      .on(t.voucherId, t.userId)
      .where(sql`${t.userId} is not null and ${t.status} in ('held', 'spent')`),
  ],
);

/** A referrer earns a promo each time a referred guest books with their code. */
export const referrerPromos = pgTable(
  "referrer_promos",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promoPercent: smallint().notNull(),
    isUsed: boolean().notNull().default(false),
    /** The reservation that earned it, and the one that spent it. */
    sourceReservationId: integer(),
    usedReservationId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index("referrer_promos_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- reviews
export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** daily | weekly | monthly | yearly */
    reservationType: text().notNull(),
    orderId: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    cleanliness: smallint().notNull(),
    comfort: smallint().notNull(),
    food: smallint().notNull(),
    location: smallint().notNull(),
    service: smallint().notNull(),
    review: text().notNull(),
    reviewAnswer: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_once_idx").on(t.orderId, sql`lower(${t.email})`, t.reservationType),
    index("reviews_property_idx").on(t.propertyId),
    check(
      "reviews_ratings_range",
      sql`${t.cleanliness} between 1 and 10 and ${t.comfort} between 1 and 10 and ${t.food} between 1 and 10 and ${t.location} between 1 and 10 and ${t.service} between 1 and 10`,
    ),
  ],
);

// ---------------------------------------------------------------- attractions, give-aways, events
export const attractions = pgTable("attractions", {
  id: serial().primaryKey(),
  code: text().notNull(),
  titleId: text().notNull(),
  titleEn: text().notNull(),
  descriptionId: text().notNull(),
  descriptionEn: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  lat: text().notNull(),
  lng: text().notNull(),
  sort: integer().notNull().default(0),
});

export const attractionImages = pgTable(
  "attraction_images",
  {
    id: serial().primaryKey(),
    attractionId: integer()
      .notNull()
      .references(() => attractions.id, { onDelete: "cascade" }),
    file: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index("attraction_images_attraction_idx").on(t.attractionId)],
);

export const giveAways = pgTable("give_aways", {
  id: serial().primaryKey(),
  /** Internal campaign code (GA-VILLA-UBUD); the pages show the title (issue 22). */
  code: text().notNull(),
  titleId: text().notNull().default(""),
  titleEn: text().notNull().default(""),
  image: text().notNull(),
  termsId: text().notNull(),
  termsEn: text().notNull(),
  btnText: text(),
  btnTextEn: text(),
  btnLink: text(),
  isActive: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
});

export const events = pgTable("events", {
  id: serial().primaryKey(),
  category: text().notNull(),
  nameId: text().notNull(),
  nameEn: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  image: text().notNull(),
});

export const eventSchedules = pgTable(
  "event_schedules",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    eventDate: date({ mode: "string" }).notNull(),
  },
  (t) => [index("event_schedules_event_idx").on(t.eventId, t.eventDate)],
);

/** Voucher events (the floating promo-event icon and /voucher-event/{eventType}). */
export const promoEvents = pgTable(
  "promo_events",
  {
    id: serial().primaryKey(),
    eventType: text().notNull(),
    icon: text().notNull(),
    gif: text().notNull(),
    voucherValue: smallint().notNull(),
    voucherDays: smallint().notNull().default(30),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** How many members may claim a voucher at this event (decision 028). */
    quota: integer().notNull().default(100),
    /** Claims so far: raised with `claimed_count < quota` in the claim's transaction, never past quota. */
    claimedCount: integer().notNull().default(0),
  },
  (t) => [check("promo_events_quota_valid", sql`${t.claimedCount} >= 0 and ${t.claimedCount} <= ${t.quota}`)],
);

export const voucherClaims = pgTable(
  "voucher_claims",
  {
    id: serial().primaryKey(),
    promoEventId: integer()
      .notNull()
      .references(() => promoEvents.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("voucher_claims_once_idx").on(t.promoEventId, t.userId)],
);

// ---------------------------------------------------------------- restaurants
export const restaurants = pgTable("restaurants", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const restaurantProductTypes = pgTable("restaurant_product_types", {
  id: serial().primaryKey(),
  restaurantId: integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  productType: text().notNull(),
  /** English type name; empty means the Indonesian one is shown. */
  productTypeEn: text(),
  sort: integer().notNull().default(0),
});

export const restaurantProducts = pgTable(
  "restaurant_products",
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    typeId: integer()
      .notNull()
      .references(() => restaurantProductTypes.id, { onDelete: "cascade" }),
    name: text().notNull(),
    shortDesc: text().notNull().default(""),
    description: text().notNull().default(""),
    /** English texts; empty means the Indonesian ones are shown. The dish name is not translated. */
    shortDescEn: text(),
    descriptionEn: text(),
    price: integer().notNull(),
    promoPrice: integer().notNull().default(0),
    isRecommended: boolean().notNull().default(false),
  },
  (t) => [index("restaurant_products_type_idx").on(t.restaurantId, t.typeId)],
);

export const restaurantProductImages = pgTable("restaurant_product_images", {
  id: serial().primaryKey(),
  productId: integer()
    .notNull()
    .references(() => restaurantProducts.id, { onDelete: "cascade" }),
  file: text().notNull(),
  sort: integer().notNull().default(0),
});

export const restaurantOutlets = pgTable("restaurant_outlets", {
  id: serial().primaryKey(),
  restaurantId: integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  outletName: text().notNull(),
});

export const outletMarketplaces = pgTable("outlet_marketplaces", {
  id: serial().primaryKey(),
  outletId: integer()
    .notNull()
    .references(() => restaurantOutlets.id, { onDelete: "cascade" }),
  marketplaceName: text().notNull(),
  deepLink: text().notNull(),
});

// ---------------------------------------------------------------- top-up and bills
export const topUpProviders = pgTable("top_up_providers", {
  id: serial().primaryKey(),
  providerName: text().notNull(),
  logo: text().notNull(),
  /** Number prefixes such as "0811", "0812" used to detect the provider. */
  numberPrefixes: text().array().notNull(),
});

export const topUpProducts = pgTable(
  "top_up_products",
  {
    id: serial().primaryKey(),
    /** credits | data_packages | pln_token | ewallets | emoneys | movie_tickets | voucher_games */
    category: text().notNull(),
    providerId: integer().references(() => topUpProviders.id),
    /** Group within a category (e-wallet brand, game title, cinema chain). */
    groupType: text(),
    productName: text().notNull(),
    description: text().notNull().default(""),
    /** Face value (credit nominal) where it differs from the price. */
    nominal: integer(),
    activePeriod: text(),
    price: integer().notNull(),
    adminFee: integer().notNull().default(0),
    /** "Open" means available; anything else is under disruption. */
    status: text().notNull().default("Open"),
    /** The biller's buyer_sku_code; a product without one cannot be bought. */
    skuCode: text(),
  },
  (t) => [index("top_up_products_category_idx").on(t.category)],
);

export const topUpTransactions = pgTable(
  "top_up_transactions",
  {
    id: serial().primaryKey(),
    refId: text().notNull().unique(),
    userId: integer().references(() => users.id),
    email: text().notNull(),
    buyerName: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => topUpProducts.id),
    category: text().notNull(),
    phoneNumber: text(),
    plnNumber: text(),
    plnToken: text(),
    gameId: text(),
    emoneyAccount: text(),
    adminFee: integer().notNull().default(0),
    total: integer().notNull(),
    /** core/rules/top-up.ts TOP_UP_STATUSES: waiting | paid | processing | success | failed | refunded | declined | expired */
    status: text().notNull().default("waiting"),
    /** The biller's serial number (SN): the PLN token or the voucher code. */
    serialNumber: text(),
    billerMessage: text(),
    /** How many times the biller was asked (the transaction, then status checks). */
    billerAttempts: integer().notNull().default(0),
    /** When the follow-up asks the biller again (paid or processing); null when nothing is due. */
    nextCheckAt: timestamp({ withTimezone: true }),
    lang: text().notNull().default("id"),
    mailboxKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("top_up_transactions_user_idx").on(t.userId),
    index("top_up_transactions_due_idx").on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
  ],
);

/**
 * Demo mode only: what the simulated biller (api/topup/biller/simulator.ts) was asked to deliver,
 * kept here rather than in a process's memory so a top-up asked of one process is known to all.
 */
export const billerSimulatorTransactions = pgTable("biller_simulator_transactions", {
  refId: text().primaryKey(),
  sku: text().notNull(),
  customerNo: text().notNull(),
  /** Sukses | Pending | Gagal, in Digiflazz's words */
  status: text().notNull(),
  /** What a pending transaction becomes: Sukses | Gagal */
  finalStatus: text().notNull(),
  callbackSent: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Money given back through the gateway (a failed top-up, a cancelled booking): at most one per payment. */
export const paymentRefunds = pgTable("payment_refunds", {
  id: serial().primaryKey(),
  paymentId: integer()
    .notNull()
    .references(() => payments.id),
  /** Midtrans's refund_key: the refund's idempotency key. */
  refundKey: text().notNull().unique(),
  amount: integer().notNull(),
  reason: text().notNull(),
  gateway: text().notNull(),
  /**
   * requested (the gateway is to be asked), done, failed (the gateway refused), needs_bank_account
   * (a bank transfer: the gateway cannot refund it, the guest gives an account first). Decision 056.
   */
  status: text().notNull().default("done"),
  bankName: text(),
  bankAccountNumber: text(),
  bankAccountHolder: text(),
  error: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

// ---------------------------------------------------------------- payments
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    orderId: text().notNull(),
    /** reservation | long_stay | top_up */
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    /** midtrans | sandbox | property */
    gateway: text().notNull(),
    grossAmount: integer().notNull(),
    /** Midtrans transaction_status: pending, settlement, capture, deny, cancel, expire, failure. */
    transactionStatus: text().notNull().default("pending"),
    paymentType: text(),
    fraudStatus: text(),
    redirectUrl: text(),
    token: text(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_order_id_idx").on(t.orderId),
    index("payments_subject_idx").on(t.subjectType, t.subjectId),
    // The expiry sweep reads only the pending payments, oldest expiry first.
    index("payments_pending_expiry_idx").on(t.expiresAt).where(sql`${t.transactionStatus} = 'pending'`),
  ],
);

export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial().primaryKey(),
    orderId: text().notNull(),
    transactionStatus: text().notNull(),
    signatureValid: boolean().notNull(),
    body: jsonb().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index("payment_notifications_order_idx").on(t.orderId)],
);

// ---------------------------------------------------------------- accounts and mail
/** Single-use tokens mailed to a user (activation, password reset): only the SHA-256 is stored. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** activation | reset */
    purpose: text().notNull(),
    /** Hex SHA-256 of the random token the mail carries. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_tokens_hash_idx").on(t.tokenHash), index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Bearer sessions of /v1: only the SHA-256 of the token is stored. */
export const apiSessions = pgTable(
  "api_sessions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("api_sessions_hash_idx").on(t.tokenHash), index("api_sessions_user_idx").on(t.userId)],
);

/** Mail waiting to be sent (or, with no SMTP configured, kept for the development mailbox). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    lang: text().notNull().default("id"),
    /** activation | reset | ... */
    kind: text().notNull(),
    /** pending | sent | failed */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** Enqueued at most once per key (e.g. `eticket:{reservationId}`); null for mails that may repeat. */
    dedupeKey: text(),
    /** A reference the worker turns into an attachment at send time (e.g. `voucher:{reservationId}`). */
    attachment: text(),
    /** Demo mailbox only: the browser whose request caused this mail (its signed mailbox cookie). */
    mailboxKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_dedupe_idx").on(t.dedupeKey),
    index("mail_outbox_mailbox_idx").on(t.mailboxKey, t.id),
  ],
);

/** Fixed-window rate-limit counters shared by every process on the database. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);
