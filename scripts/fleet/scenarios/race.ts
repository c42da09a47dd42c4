// 200 visitors at 20 addresses, through the proxy to both processes at once, for a room's last 5
// units on two nights: exactly 5 are sold.
import { book } from "../booking.ts";
import { one, prepareStay, rows } from "../database.ts";
import type { Scenario } from "../fleet.ts";

const UNITS = 5;
const ADDRESSES = 20;
const PER_ADDRESS = 10;

export const race: Scenario = {
  name: "200-way race",
  async run(fleet) {
    const stay = await prepareStay(fleet.pool, { index: 2, units: UNITS, nights: 2 });
    const clients = fleet.clients(ADDRESSES);
    const run = Date.now();
    const started = performance.now();
    const answers = await Promise.all(
      clients.flatMap((c, ci) =>
        Array.from({ length: PER_ADDRESS }, (_, i) =>
          book(c, stay, { email: `racer${ci}.${i}.${run}@example.com`, key: `fleet-race-${run}-${ci}-${i}` }),
        ),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const won = answers.filter((a) => a.status === 201).length;
    const lost = answers.filter((a) => a.status === 409).length;
    const upstreams = new Set(answers.map((a) => a.upstream));
    fleet.check(
      `${answers.length} requests: ${UNITS} sold, the rest 409`,
      won === UNITS && lost === answers.length - UNITS,
      `${won} sold, ${lost} 409, ${answers.length - won - lost} other, in ${ms} ms`,
    );
    fleet.check(
      "both processes took part",
      upstreams.has(fleet.upstreamOf("a")) && upstreams.has(fleet.upstreamOf("b")),
      [...upstreams].join(" "),
    );
    const inventory = await rows<{ units_booked: number }>(
      fleet.pool,
      `select units_booked from room_inventory where room_id = $1 and stay_date = any($2::date[])`,
      [stay.roomId, stay.dates],
    );
    const held = await one<{ n: number }>(
      fleet.pool,
      `select count(*)::int as n from reservations where property_id = $1 and arrival = $2::date`,
      [stay.propertyId, stay.arrival],
    );
    fleet.check(
      "the database: 5 units booked each night, 5 reservations",
      inventory.every((r) => r.units_booked === UNITS) && held.n === UNITS,
      `${inventory.map((r) => r.units_booked).join(",")}; ${held.n} reservations`,
    );
    fleet.figure("race: sold / refused / other", `${won} / ${lost} / ${answers.length - won - lost} in ${ms} ms`);
  },
};
