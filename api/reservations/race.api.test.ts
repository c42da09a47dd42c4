// DESIGN.md sections 4 and 8: 200 concurrent reservations for the last N units of a room sell
// exactly N, on PGlite, on PostgreSQL, and on PostgreSQL through two API processes.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabaseSuite, useTestApi } from "../test/harness.ts";
import {
  inventoryOf,
  postSingle,
  prepareStay,
  singleForm,
  startBookingApi,
  withSecondApiProcess,
  type Stay,
} from "./test-api.ts";

const UNITS = 5;
const REQUESTS = 200;

async function fire(urls: string[], stay: Stay, tag: string) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const form = singleForm(stay, { email: `racer${i}@example.com` });
      return (await postSingle(urls[i % urls.length]!, form, { "idempotency-key": `race-${tag}-${i}-${Date.now()}` }))
        .status;
    }),
  );
  return { statuses, ms: Math.round(performance.now() - started) };
}

async function check(suite: TestDatabaseSuite, stay: Stay, statuses: number[]) {
  const won = statuses.filter((s) => s === 201).length;
  const lost = statuses.filter((s) => s === 409).length;
  expect({ won, lost, other: statuses.length - won - lost }).toEqual({ won: UNITS, lost: REQUESTS - UNITS, other: 0 });
  const inventory = await inventoryOf(suite.database, [stay.roomId], stay.dates);
  for (const row of inventory) expect(row).toMatchObject({ units_total: UNITS, units_booked: UNITS });
  const [count] = await suite.rows<{ n: number }>(
    sql`select count(*)::int as n from reservations where arrival = ${stay.arrival}::date and property_id = ${stay.propertyId}`,
  );
  expect(count!.n).toBe(UNITS);
  const [bad] = await suite.rows<{ n: number }>(
    sql`select count(*)::int as n from room_inventory where units_booked < 0 or units_booked > units_total`,
  );
  expect(bad!.n).toBe(0);
}

describe.each(databaseKinds)("the overbooking race on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);

  it(`${REQUESTS} concurrent reservations for the last ${UNITS} units sell exactly ${UNITS}`, async () => {
    const stay = await prepareStay(suite.database, { units: UNITS, nights: 2 });
    const { statuses, ms } = await fire([suite.api.url], stay, kind);
    console.info(
      `race on ${kind}, one process: ${statuses.filter((s) => s === 201).length} of ${REQUESTS} succeeded, ${statuses.filter((s) => s === 409).length} answered 409, in ${ms} ms`,
    );
    await check(suite, stay, statuses);
  });

  it.runIf(kind === "postgres")(
    `${REQUESTS} concurrent reservations through two API processes sell exactly ${UNITS}`,
    async () => {
      const stay = await prepareStay(suite.database, { units: UNITS, nights: 3 });
      await withSecondApiProcess(suite.testDb.url!, async (second) => {
        const { statuses, ms } = await fire([suite.api.url, second], stay, "two");
        console.info(
          `race on postgres, two processes: ${statuses.filter((s) => s === 201).length} of ${REQUESTS} succeeded, ${statuses.filter((s) => s === 409).length} answered 409, in ${ms} ms`,
        );
        await check(suite, stay, statuses);
      });
    },
  );
});
