// Visitors search, book and pay without pause while one process is stopped (SIGTERM) and started
// again, then the other is killed (SIGKILL) and started again. nginx moves the traffic; a booking
// whose answer was lost is sent again with its idempotency key, as the web app's form does. After
// it: every booking a visitor was told about is in the database once, none is there that nobody
// was told about, every one paid, and no GET failed (nginx retries those on the other process).
import { setTimeout as wait } from "node:timers/promises";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { HOLD_LIMITS } from "#api/reservations/hold-limits.ts";
import { book, payNow, paySandbox } from "../booking.ts";
import type { Client } from "../client.ts";
import { prepareStay, rows, type Stay } from "../database.ts";
import type { Fleet, Scenario } from "../fleet.ts";

const VISITORS = 8;
const STEADY_MS = 4_000;
const ATTEMPTS = 8;
/**
 * A visitor moves to a fresh address before one more booking (with all its retries) could pass the
 * reservation attempts allowed per address (HOLD_LIMITS.createPerClient): the load is about
 * restarts, not the limit. Counting attempts rather than bookings matters on a fast machine, where
 * a visitor books more than a fixed share of addresses allows (CI once reused one and got a 429).
 */
const ATTEMPTS_PER_ADDRESS = HOLD_LIMITS.createPerClient.limit - 2 * ATTEMPTS;

interface Intent {
  email: string;
  key: string;
  address: string;
  outcome: "booked" | "refused" | "undecided";
  status: number;
  orderId?: string;
  bookAttempts: number;
  paid: boolean;
  code?: string;
  /** Its payment page made by Pay now (503 payment_link_pending), not by the booking's answer. */
  payNow?: boolean;
}

const failed = (status: number) => status === 0 || status >= 500;

async function visit(
  freshClient: () => Client,
  stay: Stay,
  tag: string,
  intents: Intent[],
  stop: () => boolean,
): Promise<void> {
  const arrival = addDays(todayInJakarta(), 40);
  let c = freshClient();
  let attemptsHere = 0;
  for (let n = 0; !stop(); n++) {
    if (attemptsHere >= ATTEMPTS_PER_ADDRESS) {
      c = freshClient();
      attemptsHere = 0;
    }
    await c.request(
      `/v1/hotels?guest=2&arrival=${arrival}&departure=${addDays(arrival, 1 + (n % 3))}&page=${1 + (n % 2)}`,
    );
    await c.request(`/v1/hotels/${stay.propertyId}?guest=2&arrival=${stay.arrival}&departure=${stay.departure}`);
    const intent: Intent = {
      email: `load.${tag}.${n}@example.com`,
      key: `fleet-load-${tag}-${n}`,
      address: c.address,
      outcome: "undecided",
      status: 0,
      bookAttempts: 0,
      paid: false,
    };
    intents.push(intent);
    let payPath: string | undefined;
    while (intent.bookAttempts < ATTEMPTS) {
      intent.bookAttempts++;
      attemptsHere++;
      const answer = await book(c, stay, { email: intent.email, key: intent.key });
      intent.status = answer.status;
      if (answer.status === 503 && answer.code === "payment_link_pending" && answer.orderId) {
        // Held, but its payment page never made (its process died first): the visitor has the
        // order id and presses Pay now, as the reservation form offers.
        intent.outcome = "booked";
        intent.orderId = answer.orderId;
        intent.payNow = true;
        for (let attempt = 0; attempt < ATTEMPTS && !payPath; attempt++) {
          attemptsHere++;
          payPath = (await payNow(c, answer.orderId, intent.email)).payPath;
          if (!payPath) await wait(250);
        }
        break;
      }
      if (failed(answer.status)) {
        await wait(250);
        continue;
      }
      intent.outcome = answer.status === 201 || answer.status === 200 ? "booked" : "refused";
      intent.code = answer.code;
      intent.orderId = answer.orderId;
      payPath = answer.payPath;
      break;
    }
    if (!payPath) continue;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const paid = await paySandbox(c, payPath);
      // 409: the payment is no longer open, i.e. an earlier attempt whose answer was lost settled it.
      if (paid.status === 303 || paid.status === 409) {
        intent.paid = true;
        break;
      }
      await wait(250);
    }
  }
}

/**
 * After a restart, until the proxy sends traffic to the process again: nginx's passive check keeps
 * a process that refused a connection out for fail_timeout (5 s), so touching the other process
 * sooner leaves no live upstream at all (the fleet saw every request answered 502 for a second).
 * A rolling deploy waits for this too; with an active health check it would probe /readyz.
 */
async function untilProxyRoutesTo(fleet: Fleet, app: "a" | "b", probe: Client): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await probe.request("/healthz")).upstream.includes(fleet.upstreamOf(app))) return;
    await wait(200);
  }
  throw new Error(`the proxy sent nothing to process ${app} within 30 s of its restart`);
}

export const rolling: Scenario = {
  name: "stop and kill under load",
  async run(fleet) {
    const stays = await Promise.all(
      [3, 4, 5, 6].map((index) => prepareStay(fleet.pool, { index, units: 30_000, nights: 1 })),
    );
    const started = Date.now();
    const phases: string[] = [];
    const run = started.toString(36);
    const intents: Intent[] = [];
    let stopping = false;
    const visitors = Array.from({ length: VISITORS }, (_, i) =>
      visit(
        () => fleet.clients(1)[0]!,
        stays[i % stays.length]!,
        `${run}-${i}`,
        intents,
        () => stopping,
      ),
    );

    const phase = async (name: string, action: () => Promise<void>) => {
      fleet.recorder.phase = name;
      phases.push(`${name} +${Date.now() - started} ms`);
      const begun = performance.now();
      await action();
      return Math.round(performance.now() - begun);
    };
    await phase("load", () => wait(STEADY_MS));
    let stopped = { ms: 0, code: null as number | null };
    const [probe] = fleet.clients(1);
    const stopMs = await phase("SIGTERM b", async () => {
      stopped = await fleet.apps.b.stop();
      await fleet.apps.b.start();
      await untilProxyRoutesTo(fleet, "b", probe!);
    });
    await phase("load", () => wait(STEADY_MS));
    const killMs = await phase("SIGKILL a", async () => {
      await fleet.apps.a.kill();
      await fleet.apps.a.start();
      await untilProxyRoutesTo(fleet, "a", probe!);
    });
    await phase("load", () => wait(STEADY_MS));
    stopping = true;
    await Promise.all(visitors);
    fleet.recorder.phase = "after";

    fleet.check("SIGTERM: process b exited by itself, code 0", stopped.code === 0, `in ${stopped.ms} ms`);
    const records = fleet.recorder.records.filter(
      (r) => r.phase === "load" || r.phase === "SIGTERM b" || r.phase === "SIGKILL a",
    );
    const count = (phase: string, method: string) =>
      records.filter((r) => r.phase === phase && r.method === method && failed(r.status)).length;
    for (const p of ["SIGTERM b", "SIGKILL a", "load"]) {
      fleet.check(
        `${p}: no failed GET (nginx retries them on the other process)`,
        count(p, "GET") === 0,
        `${count(p, "GET")} of ${records.filter((r) => r.phase === p && r.method === "GET").length}`,
      );
    }
    // Between restarts nothing may fail, a POST included: nginx cannot repeat a POST that reached a
    // process, so one there is a real fault (the keep-alive race of decision 054 was one). A POST in
    // flight while a process stops or dies may get 502 (or, replayed on the other process while the
    // first still held it, 503 payment_link_pending); the visitor sends it again with its
    // idempotency key, and the checks below hold that nothing was lost or doubled by it.
    const steadyPosts = records.filter((r) => r.phase === "load" && r.withinPhase && r.method === "POST");
    const steadyFailed = steadyPosts.filter((r) => failed(r.status));
    fleet.check(
      "steady load: no failed POST",
      steadyFailed.length === 0,
      `${steadyFailed.length} of ${steadyPosts.length}` +
        steadyFailed
          .slice(0, 5)
          .map((r) => `; ${r.status} ${r.path} via ${r.upstream || "-"} answered at +${r.at - started} ms`)
          .join("") +
        (steadyFailed.length ? ` (phases began: ${phases.join(", ")})` : ""),
    );
    const loadIds = stays.map((s) => s.propertyId);
    const inDb = await rows<{ guest_email: string; order_id: string; status: number; n: number }>(
      fleet.pool,
      `select guest_email, min(order_id) as order_id, min(status)::int as status, count(*)::int as n from reservations
       where property_id = any($1::int[]) and arrival = any($2::date[]) group by guest_email`,
      [loadIds, stays.map((s) => s.arrival)],
    );
    const byEmail = new Map(inDb.map((r) => [r.guest_email, r]));
    const booked = intents.filter((i) => i.outcome === "booked");
    const lost = booked.filter((i) => byEmail.get(i.email)?.order_id !== i.orderId);
    const doubled = inDb.filter((r) => r.n > 1);
    const told = new Set(booked.map((i) => i.email));
    const untold = inDb.filter((r) => !told.has(r.guest_email));
    const undecided = intents.filter((i) => i.outcome === "undecided");
    const refused = intents.filter((i) => i.outcome === "refused");
    const unpaid = booked.filter((i) => !i.paid || byEmail.get(i.email)?.status !== 1);
    const retried = intents.filter((i) => i.bookAttempts > 1);

    fleet.check(
      "every booking attempt got an answer",
      undecided.length === 0,
      `${undecided.length} without one after ${ATTEMPTS} tries`,
    );
    fleet.check(
      "no booking refused",
      refused.length === 0,
      refused.length
        ? refused
            .slice(0, 3)
            .map((i) => i.status)
            .join(",")
        : "",
    );
    fleet.check(
      "lost 0: every booking a visitor was told of is in the database",
      lost.length === 0,
      `${lost.length} of ${booked.length}`,
    );
    fleet.check("doubled 0: no booking twice", doubled.length === 0, `${doubled.length}`);
    fleet.check("no booking in the database that its visitor was not told of", untold.length === 0, `${untold.length}`);
    fleet.check("every booking paid", unpaid.length === 0, `${unpaid.length} unpaid of ${booked.length}`);
    const inventory = await rows<{ room_id: number; units_booked: number }>(
      fleet.pool,
      `select room_id, units_booked from room_inventory where (room_id, stay_date) in (select * from unnest($1::int[], $2::date[]))`,
      [stays.map((s) => s.roomId), stays.map((s) => s.arrival)],
    );
    const perRoom = new Map<number, number>();
    const heldRooms = await rows<{ room_id: number; n: number }>(
      fleet.pool,
      `select l.room_id, sum(l.qty)::int as n from reservation_lines l join reservations r on r.id = l.reservation_id
       where l.room_id = any($1::int[]) and l.stay_date = any($2::date[]) and r.released_at is null group by l.room_id`,
      [stays.map((s) => s.roomId), stays.map((s) => s.arrival)],
    );
    for (const h of heldRooms) perRoom.set(Number(h.room_id), h.n);
    const mismatched = inventory.filter((row) => row.units_booked !== (perRoom.get(Number(row.room_id)) ?? 0));
    fleet.check(
      "the rooms' booked units equal their reservations",
      mismatched.length === 0,
      inventory.map((r) => `${r.room_id}:${r.units_booked}/${perRoom.get(Number(r.room_id)) ?? 0}`).join(" "),
    );

    const postFailures = (p: string) => count(p, "POST");
    fleet.figure("load: requests through the proxy", records.length);
    fleet.figure("load: bookings made / paid", `${booked.length} / ${booked.filter((i) => i.paid).length}`);
    fleet.figure("load: bookings lost / doubled / untold", `${lost.length} / ${doubled.length} / ${untold.length}`);
    fleet.figure("load: bookings sent again after a failed answer", retried.length);
    fleet.figure("load: bookings paid through Pay now (held, page never made)", intents.filter((i) => i.payNow).length);
    fleet.figure("SIGTERM b: exit, then back in the proxy", `${stopped.ms} ms, ${stopMs} ms in all`);
    fleet.figure(
      "SIGTERM b: failed GET / POST (POST: not retried by nginx)",
      `${count("SIGTERM b", "GET")} / ${postFailures("SIGTERM b")}`,
    );
    fleet.figure("SIGKILL a: down until back in the proxy", `${killMs} ms`);
    fleet.figure(
      "SIGKILL a: failed GET / POST (POST: not retried by nginx)",
      `${count("SIGKILL a", "GET")} / ${postFailures("SIGKILL a")}`,
    );
    fleet.figure("steady load: failed GET / POST", `${count("load", "GET")} / ${steadyFailed.length}`);
    fleet.figure(
      "failed POST in flight when a process stopped or came back",
      records.filter((r) => !r.withinPhase && r.method === "POST" && failed(r.status)).length,
    );
  },
};
