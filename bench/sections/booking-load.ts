// POST /v1/reservations/single under load (PostgreSQL only): 16 connections book a fixed set of
// rooms for one stay until BENCH_DURATION runs out, then the database is checked directly (DESIGN.md
// section 8: concurrent reservations sell exactly the units there are), and everything the run
// took is given back so the next run starts from the same inventory.
//
// Unlike the GET sections this does not use autocannon: autocannon cuts requests in flight when
// its time is up, and a reservation the server commits after the client gave up would make "201
// answers = new reservations" unprovable. Here each connection stops sending at the deadline but
// waits for the answer of the request it has in flight.
import os from "node:os";
import pg from "pg";
import { addDays, nightsBetween } from "#core/dates.ts";
import { percentile as nearestRank } from "../lib/load.ts";
import { seededRandom } from "../lib/queries.ts";
import { processCpuMs } from "../lib/process.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";

/** Rooms booked at once; the requests spread over them at random. */
const ROOMS = 40;
const NIGHTS = 2;
/** The stay starts this many days from today (3 to 5 months out: no seeded booking rule blocks it). */
const ARRIVAL_OFFSET_DAYS = 120;
/** Every idempotency key of the bench starts so: leftovers of an interrupted run are found by it. */
const KEY_PREFIX = "bench-booking-";
const REQUEST_TIMEOUT_MS = 30_000;

const FIRST_NAMES = [
  "Siti",
  "Budi",
  "Dewi",
  "Agus",
  "Rina",
  "Made",
  "Putu",
  "Ayu",
  "Eko",
  "Nur",
  "Wayan",
  "Intan",
  "Rizky",
  "Sarah",
  "James",
  "Yuki",
  "Anna",
  "Hendra",
  "Fitri",
  "Ketut",
];
const LAST_NAMES = [
  "Rahma",
  "Santoso",
  "Lestari",
  "Wijaya",
  "Pratama",
  "Saputra",
  "Hidayat",
  "Kusuma",
  "Nugroho",
  "Smith",
  "Tanaka",
  "Müller",
  "Suryani",
  "Halim",
  "Gunawan",
];
const DOMAINS = ["gmail.com", "yahoo.co.id", "outlook.com", "example.id", "mail.com"];
const REQUESTS = [
  "",
  "",
  "",
  "Late check-in, around 21:00.",
  "Kamar bebas rokok jika ada.",
  "Extra pillows please.",
  "Honeymoon: a quiet room if possible.",
];
const HOURS = ["14:00", "14:00", "15:00", "16:30", "18:00", "20:00", "22:30"];

interface ChosenRoom {
  roomId: number;
  propertyId: number;
  capacity: number;
  /** Free units on the tightest night before the run. */
  free: number;
}

interface NightRow {
  room_id: number;
  stay_date: string;
  units_total: number;
  units_booked: number;
}

interface Outcome {
  status: number | "error" | "timeout";
  ms: number;
  roomId: number;
  key: string;
  orderId?: string;
  problem?: string;
}

export const bookingLoad: Section = {
  id: "booking",
  name: "POST /v1/reservations/single (load and integrity)",
  applies(ctx) {
    if (ctx.database.kind !== "postgres" || !ctx.database.url) {
      return "PostgreSQL only (set BENCH_DATABASE_URL): PGlite has one connection, so concurrent reservations run one after the other and the figure proves nothing about concurrency";
    }
    return true;
  },
  async run(ctx) {
    const pool = new pg.Pool({ connectionString: ctx.database.url, max: 2 });
    try {
      return await runBooking(ctx, pool);
    } finally {
      await pool.end();
    }
  },
};

async function runBooking(ctx: BenchContext, pool: pg.Pool) {
  const leftovers = await cleanUpLeftovers(pool);
  if (leftovers > 0)
    ctx.log(`booking: removed ${leftovers} reservations left by an interrupted run (their units given back)`);

  const arrival = addDays(ctx.today, ARRIVAL_OFFSET_DAYS);
  const departure = addDays(arrival, NIGHTS);
  const dates = Array.from({ length: NIGHTS }, (_, i) => addDays(arrival, i));
  const daysAhead = nightsBetween(ctx.today, arrival);

  // 40 rooms drawn from every room with a free unit on each night (a fixed draw for the stay, so
  // reruns take the same rooms): about 5 free units each, so a run of a few seconds sells some of
  // them out and both the sale and the refusal of the last units are exercised. (The rooms with
  // the fewest units, one each, sold out within a second: the run was all refusals; the rooms
  // with the most, 15 each, never sold out: no refusals.)
  const { rows: chosenRows } = await pool.query<{
    room_id: number;
    property_id: number;
    capacity: number;
    free: number;
  }>(
    `select r.id as room_id, r.property_id, r.capacity, min(i.units_total - i.units_booked)::int as free
       from rooms r
       join properties p on p.id = r.property_id
       join room_inventory i on i.room_id = r.id and i.stay_date = any($1::date[])
      where p.is_active and p.min_h_booking <= $2 and greatest(p.min_night, r.min_night) <= $3
      group by r.id, r.property_id, r.capacity
     having count(*) = $3 and min(i.units_total - i.units_booked) >= 1
      order by md5(r.id::text || $5)
      limit $4`,
    [dates, daysAhead, NIGHTS, ROOMS, arrival],
  );
  if (chosenRows.length === 0) throw new Error(`no room has a free unit from ${arrival} to ${departure}`);
  const chosen: ChosenRoom[] = chosenRows.map((r) => ({
    roomId: Number(r.room_id),
    propertyId: Number(r.property_id),
    capacity: Number(r.capacity),
    free: Number(r.free),
  }));
  const roomIds = chosen.map((r) => r.roomId);
  const before = await nightsOf(pool, roomIds, dates);
  const freeUnits = chosen.reduce((sum, r) => sum + r.free, 0);
  const { rows: maxRows } = await pool.query<{ id: number }>(
    "select coalesce(max(id), 0)::int as id from reservations",
  );
  const maxIdBefore = Number(maxRows[0]!.id);
  ctx.log(
    `booking: ${chosen.length} rooms of ${new Set(chosen.map((r) => r.propertyId)).size} properties, ${arrival} to ${departure}, ` +
      `${freeUnits} stays' worth of free units (${Math.min(...chosen.map((r) => r.free))} to ${Math.max(...chosen.map((r) => r.free))} per room)`,
  );

  // The load: ctx.connections loops, each sending its next reservation until the deadline.
  const runId = `${KEY_PREFIX}${Date.now().toString(36)}-${process.pid}`;
  const random = seededRandom(20_260_808);
  let counter = 0;
  const outcomes: Outcome[] = [];
  const load = os.loadavg()[0]!;
  const busy = load > os.cpus().length * 0.5;
  if (busy)
    ctx.log(
      `warning: the machine is busy before this run (load average ${load.toFixed(1)} on ${os.cpus().length} CPUs): latencies are not comparable`,
    );
  ctx.log(`booking: ${ctx.durationSec} s at ${ctx.connections} connections`);
  const cpuBefore = processCpuMs(ctx.serverPid);
  const started = performance.now();
  const deadline = started + ctx.durationSec * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = counter++;
      const room = chosen[Math.floor(random() * chosen.length)]!;
      const key = `${runId}-${n}`;
      outcomes.push(await reserve(ctx, room, key, form(room, arrival, departure, n, random)));
    }
  };
  await Promise.all(Array.from({ length: ctx.connections }, worker));
  const elapsedSec = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(ctx.serverPid);

  // Integrity, straight from the database.
  try {
    const after = await nightsOf(pool, roomIds, dates);
    const { rows: created } = await pool.query<{
      id: number;
      order_id: string;
      idempotency_key: string;
      released: boolean;
    }>(
      `select id, order_id, idempotency_key, released_at is not null as released from reservations where idempotency_key like $1`,
      [`${runId}-%`],
    );
    const { rows: lines } = await pool.query<{ room_id: number; stay_date: string; qty: number }>(
      `select l.room_id, to_char(l.stay_date, 'YYYY-MM-DD') as stay_date, sum(l.qty)::int as qty
         from reservation_lines l join reservations r on r.id = l.reservation_id
        where r.id > $1 and r.released_at is null and l.room_id = any($2::int[]) and l.stay_date = any($3::date[])
        group by l.room_id, l.stay_date`,
      [maxIdBefore, roomIds, dates],
    );
    const { rows: foreign } = await pool.query<{ n: number }>(
      `select count(*)::int as n from reservations where id > $1 and (idempotency_key is null or idempotency_key not like $2)`,
      [maxIdBefore, `${runId}-%`],
    );

    const key = (roomId: number, date: string) => `${roomId}|${date}`;
    const beforeOf = new Map(before.map((r) => [key(r.room_id, r.stay_date), r]));
    const linesOf = new Map(lines.map((l) => [key(Number(l.room_id), l.stay_date), Number(l.qty)]));
    const overbooked: string[] = [];
    const mismatched: string[] = [];
    for (const row of after) {
      const k = key(row.room_id, row.stay_date);
      if (row.units_booked > row.units_total)
        overbooked.push(`room ${row.room_id} ${row.stay_date}: ${row.units_booked} booked of ${row.units_total}`);
      const expected = beforeOf.get(k)!.units_booked + (linesOf.get(k) ?? 0);
      if (row.units_booked !== expected)
        mismatched.push(
          `room ${row.room_id} ${row.stay_date}: ${row.units_booked} booked, expected ${expected} (${beforeOf.get(k)!.units_booked} before + ${linesOf.get(k) ?? 0} in new lines)`,
        );
    }
    if (after.length !== before.length) mismatched.push(`${before.length} room-nights before, ${after.length} after`);

    const ok = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status === 409);
    const other = outcomes.filter((o) => o.status !== 201 && o.status !== 409);
    const badAnswers = ok.filter((o) => o.problem);
    const createdOrders = new Set(created.map((r) => r.order_id));
    const answeredOrders = new Set(ok.map((o) => o.orderId).filter(Boolean));
    const answeredNotStored = [...answeredOrders].filter((id) => !createdOrders.has(id!));
    const storedNotAnswered = created.filter((r) => !answeredOrders.has(r.order_id));
    const released = created.filter((r) => r.released).length;

    // A refusal is only right when a night of that room was full. Units are only taken during the
    // run (nothing is released), so a room still free on every night at the end was free whenever
    // it was refused.
    const freeAtEnd = new Set(
      roomIds.filter((id) => after.filter((r) => r.room_id === id).every((r) => r.units_total - r.units_booked >= 1)),
    );
    const wrongRefusals = refused.filter((o) => freeAtEnd.has(o.roomId));
    const soldOut = roomIds.length - freeAtEnd.size;

    const latencies = Float64Array.from(ok.map((o) => o.ms)).sort();
    const round = (n: number) => Math.round(n * 100) / 100;
    const p50 = round(nearestRank(latencies, 50));
    const p95 = round(nearestRank(latencies, 95));
    const p99 = round(nearestRank(latencies, 99));
    const allMs = Float64Array.from(outcomes.filter((o) => typeof o.status === "number").map((o) => o.ms)).sort();
    const rps = round(outcomes.length / elapsedSec);
    const createdPerSec = round(ok.length / elapsedSec);
    const statusCounts: Record<string, number> = {};
    for (const o of outcomes) statusCounts[String(o.status)] = (statusCounts[String(o.status)] ?? 0) + 1;
    const serverCpuMsPerRequest =
      cpuBefore !== null && cpuAfter !== null && outcomes.length > 0
        ? round((cpuAfter - cpuBefore) / outcomes.length)
        : null;

    ctx.log(
      `booking: ${outcomes.length} requests in ${elapsedSec.toFixed(1)} s (${rps} req/s): ${ok.length} created (${createdPerSec}/s), ${refused.length} refused (409), ` +
        `${other.length} other; 201 p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms; all answers p95 ${round(nearestRank(allMs, 95))} ms; ${soldOut} of ${roomIds.length} rooms sold out` +
        (serverCpuMsPerRequest !== null ? `; server process CPU ${serverCpuMsPerRequest} ms/request` : ""),
    );
    ctx.log(
      `booking: database: ${created.length} new reservations (${released} released), ${after.length} room-nights checked, ` +
        `${overbooked.length} overbooked, ${mismatched.length} not matching their lines, ${wrongRefusals.length} refusals of a room still free, ${foreign[0]!.n} reservations by others meanwhile`,
    );
    const examples = (label: string, list: string[]) => {
      if (list.length)
        ctx.log(`booking: ${label}: ${list.slice(0, 5).join(" | ")}${list.length > 5 ? ` (+${list.length - 5})` : ""}`);
    };
    examples("OVERBOOKED", overbooked);
    examples("units_booked not matching the lines", mismatched);
    examples(
      "other answers",
      other.map((o) => `${o.status}${o.problem ? ` ${o.problem}` : ""}`),
    );
    examples(
      "bad 201 answers",
      badAnswers.map((o) => o.problem!),
    );
    examples("201 with no stored reservation", answeredNotStored.map(String));
    examples(
      "stored reservation with no 201",
      storedNotAnswered.map((r) => `${r.order_id} (${r.idempotency_key})`),
    );
    examples(
      "refused while free",
      wrongRefusals.map((o) => `room ${o.roomId}: ${o.problem ?? "409"}`),
    );

    const zero = { max: 0, inclusive: true };
    const measures: Measure[] = [
      { id: "booking.rps", label: "booking: reservations/s (201)", value: createdPerSec, unit: "req/s" },
      { id: "booking.requestRps", label: "booking: requests/s", value: rps, unit: "req/s" },
      { id: "booking.p50", label: "booking: 201 p50", value: p50, unit: "ms" },
      { id: "booking.p95", label: "booking: 201 p95", value: p95, unit: "ms" },
      { id: "booking.p99", label: "booking: 201 p99", value: p99, unit: "ms" },
      { id: "booking.created", label: "booking: successes (201)", value: ok.length, unit: "count" },
      { id: "booking.refused", label: "booking: refusals (409)", value: refused.length, unit: "count" },
      {
        id: "booking.other",
        label: "booking: other answers",
        value: other.length + badAnswers.length,
        unit: "count",
        budget: zero,
      },
      {
        id: "booking.overbooked",
        label: "overbooked room-nights",
        value: overbooked.length,
        unit: "count",
        budget: zero,
      },
      {
        id: "booking.mismatched",
        label: "booking: room-nights not matching their lines",
        value: mismatched.length,
        unit: "count",
        budget: zero,
      },
      {
        id: "booking.answersVsRows",
        label: "booking: 201s != new reservations",
        value:
          Math.abs(ok.length - created.length) +
          answeredNotStored.length +
          (ok.length === created.length ? storedNotAnswered.length : 0),
        unit: "count",
        budget: zero,
      },
      {
        id: "booking.wrongRefusals",
        label: "booking: refusals of a free room",
        value: wrongRefusals.length,
        unit: "count",
        budget: zero,
      },
    ];
    return {
      measures,
      details: {
        booking: {
          stay: { arrival, departure, nights: NIGHTS },
          rooms: chosen,
          freeUnitsBefore: freeUnits,
          roomsSoldOut: soldOut,
          requests: outcomes.length,
          durationSec: round(elapsedSec),
          statusCounts,
          latencyOf201: { p50, p95, p99, max: round(latencies.length ? latencies[latencies.length - 1]! : NaN) },
          latencyOfAll: {
            p50: round(nearestRank(allMs, 50)),
            p95: round(nearestRank(allMs, 95)),
            p99: round(nearestRank(allMs, 99)),
          },
          serverCpuMsPerRequest,
          loadAverageBefore: Math.round(load * 100) / 100,
          busyMachine: busy,
          newReservations: created.length,
          releasedDuringRun: released,
          reservationsByOthers: foreign[0]!.n,
          overbooked,
          mismatched,
          otherAnswers: other.slice(0, 20).map((o) => ({ status: o.status, problem: o.problem })),
          badAnswers: badAnswers.slice(0, 20).map((o) => o.problem),
          answeredNotStored,
          storedNotAnswered: storedNotAnswered.map((r) => r.order_id),
          wrongRefusals: wrongRefusals.slice(0, 20).map((o) => ({ roomId: o.roomId, problem: o.problem })),
        },
      },
    };
  } finally {
    // Give everything back: the next run starts from the same inventory.
    const removed = await removeRun(pool, `${runId}-%`, before);
    ctx.log(
      `booking: cleaned up: ${removed} reservations deleted, ${before.length} room-nights restored to their units before the run`,
    );
  }
}

/** The seed's single-reservation form, with a plausible guest. */
function form(
  room: ChosenRoom,
  arrival: string,
  departure: string,
  n: number,
  random: () => number,
): Record<string, string> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z.]/g, "");
  const lang = random() < 0.6 ? "id" : "en";
  return {
    arrival,
    departure,
    name: `${first} ${last}`,
    guest: String(1 + Math.floor(random() * Math.min(room.capacity, 4))),
    phone: `+62-8${1 + Math.floor(random() * 8)}${String(Math.floor(random() * 1e9)).padStart(9, "0")}`,
    email: `${local}${n}@${pick(DOMAINS)}`,
    propertyId: String(room.propertyId),
    roomId: String(room.roomId),
    lang,
    voucherCode: "",
    nip: "",
    address: "",
    specialRequest: pick(REQUESTS),
    payment_option: "0",
    referral_code: "",
    hour_arrival: pick(HOURS),
    point: "0",
    referral_obtaineds: "",
    user_Id: "0",
    order_from: "web",
    payment_method: "transfer",
  };
}

async function reserve(
  ctx: BenchContext,
  room: ChosenRoom,
  key: string,
  body: Record<string, string>,
): Promise<Outcome> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${ctx.baseUrl}/v1/reservations/single`, {
      method: "POST",
      headers: {
        "app-key": ctx.appKey,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "accept-language": body.lang === "en" ? "en-US,en;q=0.9" : "id-ID,id;q=0.9,en;q=0.8",
        "idempotency-key": key,
      },
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - t0;
    const outcome: Outcome = { status: response.status, ms, roomId: room.roomId, key };
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.status === 201) {
      const orderId = parsed?.data?.order_id;
      const redirect = parsed?.data?.midtrans?.response_from_midtrans?.redirect_url;
      if (typeof orderId === "string") outcome.orderId = orderId;
      if (typeof orderId !== "string" || typeof redirect !== "string" || !redirect.includes("/sandbox/pay/")) {
        outcome.problem = `201 without an order id and a sandbox payment link: ${text.slice(0, 200)}`;
      }
    } else if (response.status === 409) {
      if (parsed?.code !== "room_unavailable") outcome.problem = `409 ${text.slice(0, 200)}`;
      else outcome.problem = String(parsed.message ?? "");
    } else {
      outcome.problem = text.slice(0, 200);
    }
    return outcome;
  } catch (error) {
    const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      status: timeout ? "timeout" : "error",
      ms: performance.now() - t0,
      roomId: room.roomId,
      key,
      problem: error instanceof Error ? error.message : String(error),
    };
  }
}

async function nightsOf(pool: pg.Pool, roomIds: number[], dates: string[]): Promise<NightRow[]> {
  const { rows } = await pool.query<NightRow>(
    `select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, units_total, units_booked
       from room_inventory where room_id = any($1::int[]) and stay_date = any($2::date[]) order by room_id, stay_date`,
    [roomIds, dates],
  );
  return rows.map((r) => ({
    room_id: Number(r.room_id),
    stay_date: r.stay_date,
    units_total: Number(r.units_total),
    units_booked: Number(r.units_booked),
  }));
}

/** Deletes this run's reservations (lines and payments too) and puts the room-nights back as they were. */
async function removeRun(pool: pg.Pool, keyPattern: string, before: NightRow[]): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      "select id from reservations where idempotency_key like $1 for update",
      [keyPattern],
    );
    const ids = rows.map((r) => Number(r.id));
    await client.query("delete from payments where subject_type = 'reservation' and subject_id = any($1::int[])", [
      ids,
    ]);
    await client.query("delete from reservations where id = any($1::int[])", [ids]);
    await client.query(
      `update room_inventory i set units_booked = b.units_booked
         from unnest($1::int[], $2::date[], $3::int[]) as b(room_id, stay_date, units_booked)
        where i.room_id = b.room_id and i.stay_date = b.stay_date`,
      [before.map((r) => r.room_id), before.map((r) => r.stay_date), before.map((r) => r.units_booked)],
    );
    return ids.length;
  });
}

/** `work` in one transaction on one pooled client: committed, or rolled back on a throw. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Reservations of an earlier run that was interrupted before its clean-up: their units go back
 * (unless already released) and they are deleted.
 */
async function cleanUpLeftovers(pool: pg.Pool): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      "select id from reservations where idempotency_key like $1 for update",
      [`${KEY_PREFIX}%`],
    );
    const ids = rows.map((r) => Number(r.id));
    if (ids.length > 0) {
      await client.query(
        `update room_inventory i set units_booked = i.units_booked - l.qty
           from (select l.room_id, l.stay_date, sum(l.qty)::int as qty from reservation_lines l join reservations r on r.id = l.reservation_id
                  where r.id = any($1::int[]) and r.released_at is null group by l.room_id, l.stay_date) l
          where i.room_id = l.room_id and i.stay_date = l.stay_date`,
        [ids],
      );
      await client.query("delete from payments where subject_type = 'reservation' and subject_id = any($1::int[])", [
        ids,
      ]);
      await client.query("delete from reservations where id = any($1::int[])", [ids]);
    }
    return ids.length;
  });
}
