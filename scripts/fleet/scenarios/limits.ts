// The caps on unpaid holds count the real client behind the proxy: one address reaches its cap
// (10 unpaid holds) and a forged X-Forwarded-For does not get it past; another address is not
// affected; and the database stores each booking under its client's address, never the proxy's.
// Failed logins count per account across addresses and processes (credential stuffing): the
// eleventh from yet another address is refused, while another account still gets its plain 401.
import { book } from "../booking.ts";
import { clientKeyOf, prepareStay, rows } from "../database.ts";
import type { Scenario } from "../fleet.ts";

const CAP = 10;
/** Failed logins of one account, from any address, before it is refused for the window (api/auth/options.ts). */
const LOGIN_FAILURES = 10;

export const limits: Scenario = {
  name: "limits per real client",
  async run(fleet) {
    const stay = await prepareStay(fleet.pool, { index: 1, units: 100, nights: 1 });
    const [busy, other] = fleet.clients(2);
    const run = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < CAP; i++)
      statuses.push(
        (await book(busy!, stay, { email: `cap${i}.${run}@example.com`, key: `fleet-cap-${run}-${i}` })).status,
      );
    fleet.check(
      `${CAP} unpaid holds from one address`,
      statuses.every((s) => s === 201),
      statuses.join(","),
    );
    const over = await book(busy!, stay, { email: `cap-over.${run}@example.com`, key: `fleet-cap-${run}-over` });
    fleet.check(
      "the next one from that address is refused (429 hold_limit)",
      over.status === 429 && over.code === "hold_limit",
      `${over.status} ${over.code}`,
    );
    const forged = await book(busy!, stay, {
      email: `cap-forged.${run}@example.com`,
      key: `fleet-cap-${run}-forged`,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    fleet.check(
      "a forged X-Forwarded-For does not get past it",
      forged.status === 429,
      `${forged.status} ${forged.code}`,
    );
    const elsewhere = await book(other!, stay, {
      email: `cap-other.${run}@example.com`,
      key: `fleet-cap-${run}-other`,
    });
    fleet.check("another address still books", elsewhere.status === 201, `${elsewhere.status}`);

    const keys = await rows<{ client_key: string; n: number }>(
      fleet.pool,
      `select client_key, count(*)::int as n from reservations where property_id = $1 group by client_key`,
      [stay.propertyId],
    );
    const count = (address: string) => keys.find((k) => k.client_key === clientKeyOf(address))?.n ?? 0;
    fleet.check(
      "the database counts them under each client's own address",
      count(busy!.address) === CAP && count(other!.address) === 1 && keys.length === 2,
      `${busy!.address}: ${count(busy!.address)}, ${other!.address}: ${count(other!.address)}, keys: ${keys.length}`,
    );

    // Two tries from each of five addresses, alternating processes: under every per-address limit.
    const stuffers = fleet.clients(LOGIN_FAILURES / 2 + 1);
    const target = `stuffed.${run}@example.com`;
    const login = (c: (typeof stuffers)[number], email: string, pin: string) =>
      c.json("/v1/login", { json: { email, password: "wrong-password-1" }, pin });
    const failures: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES; i++)
      failures.push((await login(stuffers[Math.floor(i / 2)]!, target, i % 2 ? "b" : "a")).status);
    fleet.check(
      `${LOGIN_FAILURES} failed logins of one account from five addresses, through both processes: 401 each`,
      failures.every((s) => s === 401),
      failures.join(","),
    );
    const refused = await login(stuffers.at(-1)!, target, "a");
    fleet.check(
      "the next one, from a new address, is refused (429): counted per account",
      refused.status === 429,
      `${refused.status}`,
    );
    const another = await login(stuffers.at(-1)!, `other.${run}@example.com`, "b");
    fleet.check("another account from that address still gets its 401", another.status === 401, `${another.status}`);
  },
};
