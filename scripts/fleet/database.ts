// The fleet's own PostgreSQL database (never `test`, which the suites share): dropped and created
// again for every run; the first app process migrates and seeds it. The checks read it directly.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { addDays, todayInJakarta } from "#core/dates.ts";

export const FLEET_DATABASE = "inap_fleet";

export function fleetDatabaseUrl(
  server = process.env.FLEET_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432",
): string {
  return `${server.replace(/\/+$/, "")}/${FLEET_DATABASE}`;
}

export async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${FLEET_DATABASE} with (force)`);
    await client.query(`create database ${FLEET_DATABASE}`);
  } finally {
    await client.end();
  }
}

export type Pool = pg.Pool;

export function openPool(url: string): Pool {
  return new pg.Pool({ connectionString: url, max: 4 });
}

export async function rows<T>(pool: Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

export async function one<T>(pool: Pool, text: string, values: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(pool, text, values);
  if (row === undefined) throw new Error(`no row: ${text}`);
  return row;
}

export interface Stay {
  propertyId: number;
  roomId: number;
  arrival: string;
  departure: string;
  dates: string[];
}

let stayOffset = 150;

/**
 * A stay the fleet owns: the `index`th property with rooms, bookable one night ahead with no promo
 * or fee, and `units` units of its first room on each of `nights` nights (days far from the
 * seeded demand, each call further out). Arranged in the database, as the API race test does.
 */
export async function prepareStay(
  pool: Pool,
  options: { index: number; units: number; nights: number },
): Promise<Stay> {
  const property = await one<{ property_id: number; room_id: number }>(
    pool,
    `select property_id, min(id) as room_id from rooms group by property_id order by property_id offset $1 limit 1`,
    [options.index],
  );
  stayOffset += options.nights + 1;
  const arrival = addDays(todayInJakarta(), stayOffset);
  const dates = Array.from({ length: options.nights }, (_, i) => addDays(arrival, i));
  await pool.query(
    `update properties set is_active = true, min_h_booking = 0, min_night = 1, pay_at_villa = true, fee_percent = 0, promo_percent = 0, capacity = 8 where id = $1`,
    [property.property_id],
  );
  await pool.query(
    `update rooms set min_night = 1, is_promo = false, promo_percent = 0, capacity = 4 where property_id = $1`,
    [property.property_id],
  );
  for (const date of dates) {
    await pool.query(
      `insert into room_inventory (room_id, stay_date, price, units_total, units_booked) values ($1, $2::date, 500000, $3, 0)
       on conflict (room_id, stay_date) do update set price = 500000, units_total = $3, units_booked = 0`,
      [property.room_id, date, options.units],
    );
  }
  return {
    propertyId: Number(property.property_id),
    roomId: Number(property.room_id),
    arrival,
    departure: addDays(arrival, options.nights),
    dates,
  };
}

/** An active member with a bearer token, straight into the database (the top-up needs an account). */
export async function memberWithToken(pool: Pool): Promise<{ id: number; token: string }> {
  const suffix = randomBytes(4).toString("hex");
  const user = await one<{ id: number }>(
    pool,
    `insert into users (name, email, phone, referral_code, activated_at) values ('Budi Santoso', $1, '81234567890', $2, now()) returning id`,
    [`fleet.${suffix}@example.com`, `FL${suffix.toUpperCase()}`],
  );
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await pool.query(
    `insert into api_sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [user.id, hash],
  );
  return { id: Number(user.id), token };
}

/** The reservations' client key for an address (api/reservations/caller.ts): the app stores only this hash. */
export function clientKeyOf(address: string): string {
  return createHash("sha256").update(`client:${address}`).digest("base64url").slice(0, 32);
}
