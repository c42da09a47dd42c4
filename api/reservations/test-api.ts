// Test helpers of the reservation and payment suites (not a test file): the /v1 router with a
// chosen gateway plus the sandbox page on one ephemeral port, a bookable room with known
// inventory, and signed-in users made directly in the database.
import type { BookingRoutesOptions } from "../bookings/routes.ts";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { newToken, sha256 } from "../auth/tokens.ts";
import { queryRows, type Database } from "../db/client.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { sandboxGateway } from "../payments/sandbox/gateway.ts";
import {
  notificationOverHttp,
  type SandboxAction,
  sandboxNotification,
  sandboxRoutes,
} from "../payments/sandbox/routes.ts";
import { sweepExpiredPayments } from "../payments/sweep.ts";
import { allPurchaseKinds } from "../purchase-kinds.ts";
import { RELAXED_LIMITS } from "../auth/test-api.ts";
import {
  listen,
  mountTestApi,
  send,
  TEST_APP_KEY,
  testApp,
  forwardedFor,
  freshIp,
  type Answer,
  type RequestOptions,
} from "../test/harness.ts";
import { NO_HOLD_LIMITS, type HoldLimits } from "./hold-limits.ts";

export interface BookingApi {
  /** Origin (no /v1). */
  origin: string;
  url: string;
  gateway: PaymentGateway;
  /** A /v1 path, or one of the sandbox page's (`/sandbox/...`). */
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  close(): Promise<void>;
}

export async function startBookingApi(
  database: Database,
  options: {
    gateway?: (origin: string) => PaymentGateway;
    expiryMinutes?: number;
    voucherLimitPerMinute?: number;
    holdLimits?: Partial<HoldLimits>;
    bookings?: BookingRoutesOptions;
  } = {},
): Promise<BookingApi> {
  const { app, logger } = testApp();
  const { origin, close } = await listen(app);
  const gateway = options.gateway?.(origin) ?? sandboxGateway({ appKey: TEST_APP_KEY, publicUrl: origin });
  mountTestApi(app, logger, database, {
    accounts: { limits: RELAXED_LIMITS },
    bookings: options.bookings,
    payments: {
      gateway,
      expiryMinutes: options.expiryMinutes ?? 60,
      publicUrl: origin,
      voucherLimitPerMinute: options.voucherLimitPerMinute ?? 1_000_000,
      holdLimits: options.holdLimits ?? NO_HOLD_LIMITS,
    },
  });
  if (gateway.name === "sandbox") {
    app.use(
      sandboxRoutes(database.db, {
        serverKey: gateway.serverKey,
        sendNotification: notificationOverHttp(`${origin}/v1/payments/notification`),
        finishUrl: `${origin}/`,
        kinds: allPurchaseKinds(),
      }),
    );
  }
  return {
    origin,
    url: `${origin}/v1`,
    gateway,
    request: (method, path, o) => send(method, path.startsWith("/sandbox") ? origin + path : `${origin}/v1${path}`, o),
    close,
  };
}

/** POST /reservations/single to the /v1 at `url`: this suite's API or another process's. */
export function postSingle(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send("POST", `${url}/reservations/single`, { form, headers });
}

export interface Stay {
  propertyId: number;
  roomId: number;
  /** A second room of the same property (for multiple reservations). */
  otherRoomId: number;
  arrival: string;
  departure: string;
  dates: string[];
}

/**
 * The `index`th property with at least two rooms, by id (from the last with `fromLast`): its id
 * and its first two rooms.
 */
export async function propertyWithTwoRooms(database: Database, index: number, fromLast = false) {
  const [property] = await queryRows<{ property_id: number; room_ids: number[] }>(
    database.db,
    sql`select property_id, array_agg(id order by id) as room_ids from rooms group by property_id having count(*) >= 2
        order by property_id ${fromLast ? sql`desc` : sql``} offset ${index} limit 1`,
  );
  const [roomId, otherRoomId] = property!.room_ids.map(Number) as [number, number];
  return { propertyId: Number(property!.property_id), roomId, otherRoomId };
}

let stayOffset = 20;
/**
 * A property with two rooms whose nights from `arrival` are free and priced 1,000,000, with the
 * property's rules set to simple values (no fee, no promo, pay at property allowed, referral on)
 * and the running site-wide promos switched off, so that amounts are easy to check.
 */
export async function prepareStay(
  database: Database,
  options: { nights?: number; units?: number; propertyIndex?: number } = {},
): Promise<Stay> {
  const db = database.db;
  const nights = options.nights ?? 2;
  const units = options.units ?? 5;
  const { propertyId, roomId, otherRoomId } = await propertyWithTwoRooms(database, options.propertyIndex ?? 0);
  stayOffset += nights + 1;
  const arrival = addDays(todayInJakarta(), stayOffset);
  const dates = Array.from({ length: nights }, (_, i) => addDays(arrival, i));
  await db.execute(
    sql`update properties set is_active = true, min_h_booking = 0, min_night = 1, pay_at_villa = true, fee_percent = 0, promo_percent = 0, is_referral = true, dp_multiple_booking = 50, capacity = 8 where id = ${propertyId}`,
  );
  await db.execute(
    sql`update rooms set min_night = 1, is_promo = false, promo_percent = 0, capacity = 4 where property_id = ${propertyId}`,
  );
  await db.execute(sql`update promos set ends_at = now() - interval '1 day' where kind in ('site', 'login')`);
  for (const room of [roomId, otherRoomId]) {
    for (const date of dates) {
      await db.execute(sql`
        insert into room_inventory (room_id, stay_date, price, units_total, units_booked) values (${room}, ${date}::date, 1000000, ${units}, 0)
        on conflict (room_id, stay_date) do update set price = 1000000, units_total = ${units}, units_booked = 0`);
    }
  }
  return { propertyId, roomId, otherRoomId, arrival, departure: addDays(arrival, nights), dates };
}

let userCounter = 0;
/** An active user with a bearer token (and optionally points), straight into the database. */
export async function signedInUser(database: Database, options: { points?: number } = {}) {
  userCounter++;
  const email = `guest.${process.pid}.${Date.now().toString(36)}${userCounter}@example.com`;
  const referralCode =
    `T${process.pid.toString(36).toUpperCase()}${userCounter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`.slice(
      0,
      12,
    );
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into users (name, email, phone, referral_code, activated_at) values ('Budi Santoso', ${email}, '81234567890', ${referralCode}, now()) returning id`,
  );
  const id = Number(user!.id);
  const token = newToken();
  await database.db.execute(
    sql`insert into api_sessions (user_id, token_hash, expires_at) values (${id}, ${sha256(token)}, now() + interval '1 day')`,
  );
  if (options.points)
    await database.db.execute(sql`insert into point_balances (user_id, remaining) values (${id}, ${options.points})`);
  return { id, email, token, referralCode };
}

/** The table of each kind of booking that payments name (`payments.subject_type`). */
const BOOKING_TABLES = { reservation: "reservations", long_stay: "long_stay_reservations" } as const;
type BookingKind = keyof typeof BOOKING_TABLES;

/** A booking's payments by its order id, oldest first. */
export function paymentsOfBooking(database: Database, kind: BookingKind, orderId: string) {
  return queryRows<Record<string, any>>(
    database.db,
    sql`select p.* from payments p join ${sql.identifier(BOOKING_TABLES[kind])} b on b.id = p.subject_id
        and p.subject_type = ${kind} where b.order_id = ${orderId} order by p.id`,
  );
}

/** The refunds of a booking's payments by its order id, each with its payment's order id, oldest first. */
export function refundsOfBooking(database: Database, kind: BookingKind, orderId: string) {
  return queryRows<Record<string, any>>(
    database.db,
    sql`select f.*, p.order_id from payment_refunds f join payments p on p.id = f.payment_id
        join ${sql.identifier(BOOKING_TABLES[kind])} b on b.id = p.subject_id and p.subject_type = ${kind}
        where b.order_id = ${orderId} order by f.id`,
  );
}

export async function inventoryOf(database: Database, roomIds: number[], dates: string[]) {
  return queryRows<{ room_id: number; stay_date: string; units_total: number; units_booked: number; price: number }>(
    database.db,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, units_total, units_booked, price from room_inventory
        where room_id in (${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and stay_date in (${sql.join(
          dates.map((d) => sql`${d}::date`),
          sql`, `,
        )})
        order by room_id, stay_date`,
  );
}

/** The seed's single-reservation form (strings, as a form post sends them). */
export function singleForm(stay: Stay, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    arrival: stay.arrival,
    departure: stay.departure,
    name: "Siti Rahma",
    guest: "2",
    phone: "+62-81234567890",
    email: "siti@example.com",
    propertyId: String(stay.propertyId),
    roomId: String(stay.roomId),
    lang: "id",
    voucherCode: "",
    nip: "",
    address: "",
    specialRequest: "",
    payment_option: "0",
    referral_code: "",
    hour_arrival: "14:00",
    point: "0",
    referral_obtaineds: "",
    user_Id: "0",
    order_from: "web",
    payment_method: "transfer",
    unique_code: "555",
    ...overrides,
  };
}

/** POST /reservations/single of the seed's form for `stay` (with `overrides`); it must be created. */
export async function bookSingle(
  api: BookingApi,
  stay: Stay,
  overrides: Record<string, string> = {},
  token?: string,
): Promise<{ orderId: string; answer: Answer }> {
  const answer = await api.request("POST", "/reservations/single", { form: singleForm(stay, overrides), token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { orderId: answer.body.data.order_id as string, answer };
}

/** What the sandbox gateway notifies for `orderId` (a bank transfer of its amount): the notification and the answer. */
export async function notifyFromSandbox(api: BookingApi, database: Database, orderId: string, action: SandboxAction) {
  const [payment] = await queryRows<{ gross_amount: number }>(
    database.db,
    sql`select gross_amount from payments where order_id = ${orderId}`,
  );
  const body = sandboxNotification(
    orderId,
    Number(payment!.gross_amount),
    action,
    "bank_transfer",
    api.gateway.serverKey,
  );
  const answer = await api.request("POST", "/payments/notification", { json: body, appKey: false });
  return { body, answer };
}

/** Pays `orderId` as the sandbox gateway would: the notification, which must be taken with 200. */
export async function settleInSandbox(api: BookingApi, database: Database, orderId: string) {
  const { body, answer } = await notifyFromSandbox(api, database, orderId, "settlement");
  expect(answer.status).toBe(200);
  return body;
}

/** GETs of `{path}?{query}` from one fresh client address (its limits start afresh), with a bearer token or none. */
export function getFromFreshAddress(api: BookingApi, path: string) {
  const ip = freshIp();
  return (query: string, token?: string) =>
    api.request("GET", `${path}?${query}`, { token, headers: forwardedFor(ip) });
}

/**
 * Two paid bookings of one stay, for the checks of who may open a booking: a guest's (made with
 * `guestEmail`, no account) and a member's (`owner`), and another member (`other`). Their order ids.
 */
export async function paidGuestAndMemberBookings(api: BookingApi, database: Database, guestEmail: string) {
  const owner = await signedInUser(database);
  const other = await signedInUser(database);
  const stay = await prepareStay(database);
  const { orderId: guest } = await bookSingle(api, stay, { email: guestEmail });
  const { orderId: member } = await bookSingle(
    api,
    stay,
    { user_Id: String(owner.id), email: owner.email },
    owner.token,
  );
  await settleInSandbox(api, database, guest);
  await settleInSandbox(api, database, member);
  return { owner, other, stay, guest, member };
}

/** A settlement notification of one payment (paid by e-wallet), signed as the sandbox gateway signs it. */
export function settlementOf(api: Pick<BookingApi, "gateway">, orderId: string, grossAmount: number) {
  return sandboxNotification(orderId, grossAmount, "settlement", "gopay", api.gateway.serverKey);
}

/** POST /payments/notification as the gateway sends it (no app key). */
export function notify(api: BookingApi, body: object, url?: string) {
  return url
    ? send("POST", `${url}/payments/notification`, { json: body, appKey: false })
    : api.request("POST", "/payments/notification", { json: body, appKey: false });
}

/** The gateway sends the same notification twice (it retries until answered), each answered 200. */
export async function notifyTwice(api: BookingApi, body: object) {
  for (let i = 0; i < 2; i++) expect((await notify(api, body)).status).toBe(200);
}

/** Moves the payment's expiry into the past, so the next expiry sweep takes it. */
export async function expirePayment(database: Database, orderId: string) {
  await database.db.execute(
    sql`update payments set expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
  );
}

/** One run of the expiry sweep over every purchase kind: how many payments it ended. */
export function sweepExpired(database: Database) {
  return sweepExpiredPayments(database.db, allPurchaseKinds());
}

/**
 * Twenty `cancel`s of a booking whose payment just expired at once with its settlement and the
 * expiry sweep; each cancel answers the cancellation (200) or, the sweep having ended the hold
 * first, that it had ended (409). Answers the cancels.
 */
export async function cancelsRacingSettlement(
  api: BookingApi,
  database: Database,
  booking: { kind: BookingKind; orderId: string },
  cancel: () => Promise<Answer>,
): Promise<Answer[]> {
  const [payment] = await paymentsOfBooking(database, booking.kind, booking.orderId);
  await expirePayment(database, booking.orderId);
  const settlement = settlementOf(api, booking.orderId, payment!.gross_amount);
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, cancel),
    notify(api, settlement),
    sweepExpired(database),
  ]);
  const cancels = answers.slice(0, 20) as Answer[];
  for (const a of cancels) expect([200, 409]).toContain(a.status);
  return cancels;
}

/** The JSON body of POST /reservations/multiple paying the DP: the single form's fields, with `rooms` on every night of the stay. */
export function multipleJson(
  stay: Stay,
  guest: number,
  rooms: { room_id: number; qty: number }[],
  overrides: Record<string, string> = {},
) {
  return {
    ...singleForm(stay, overrides),
    roomId: undefined,
    guest,
    payment_option: 2,
    details: stay.dates.map((date) => ({ date, rooms })),
  };
}

/**
 * A second /v1 process on the same PostgreSQL database (race-server.ts): `use` gets its base URL,
 * and the process is stopped afterwards whatever happens.
 */
export async function withSecondApiProcess<T>(databaseUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "race-server.ts"), databaseUrl, TEST_APP_KEY], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const [line] = (await Promise.race([
      once(child.stdout, "data"),
      once(child, "exit").then(() => {
        throw new Error("second server exited");
      }),
    ])) as [Buffer];
    const port = /listening (\d+)/.exec(line.toString())?.[1];
    if (!port) throw new Error(`second server said: ${line.toString()}`);
    return await use(`http://127.0.0.1:${port}/v1`);
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit").catch(() => {});
  }
}
