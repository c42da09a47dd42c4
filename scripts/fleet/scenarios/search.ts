// Search through the proxy from several addresses: the /v1 search and the server-rendered results
// page (whose loaders call /v1 with the visitor's address), answered by both processes.
import { addDays, todayInJakarta } from "#core/dates.ts";
import type { Scenario } from "../fleet.ts";

export const search: Scenario = {
  name: "search",
  async run(fleet) {
    const arrival = addDays(todayInJakarta(), 30);
    const departure = addDays(arrival, 2);
    const pageDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    const clients = fleet.clients(4);
    const upstreams = new Set<string>();
    let found = 0;
    const failed: string[] = [];
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        clients.map(async (c) => {
          const api = await c.json(`/v1/hotels?guest=2&arrival=${arrival}&departure=${departure}&page=${round + 1}`);
          upstreams.add(api.upstream);
          if (api.status !== 200) failed.push(`/v1/hotels ${api.status}`);
          found += api.body?.hotels?.length ?? 0;
          const page = await c.request(
            `/villas?guest=2&arrival=${pageDate(arrival)}&departure=${pageDate(departure)}&duration=2`,
            { headers: { accept: "text/html" } },
          );
          upstreams.add(page.upstream);
          if (page.status !== 200 || !String(page.headers["content-type"]).startsWith("text/html"))
            failed.push(`/villas ${page.status}`);
        }),
      );
    }
    fleet.check(
      "searches answered 200 (/v1/hotels and the /villas page)",
      failed.length === 0,
      failed.length ? failed.slice(0, 5).join(", ") : `${clients.length * 6} requests, ${found} listings`,
    );
    fleet.check("listings found", found > 0, `${found}`);
    const both = upstreams.has(fleet.upstreamOf("a")) && upstreams.has(fleet.upstreamOf("b"));
    fleet.check("both processes answered searches", both, [...upstreams].join(" "));
  },
};
