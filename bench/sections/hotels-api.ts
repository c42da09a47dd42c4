// GET /v1/hotels under load: the dated search over the whole data set, with the app key, at the
// bench's connection count (16) and at one connection (the per-search cost without queueing).
import { header, measureEndpoint } from "../lib/endpoint.ts";
import { hotelsPath, makeStays } from "../lib/queries.ts";
import type { Section } from "../lib/types.ts";

export const hotelsApi: Section = {
  id: "hotels",
  name: "GET /v1/hotels",
  async run(ctx) {
    const stays = makeStays({ today: ctx.today, cityIds: ctx.database.cities.map((c) => c.id), seed: 1 });
    const spec = {
      label: "/v1/hotels",
      paths: stays.map(hotelsPath),
      // What the web app's server-side API client sends; gzip as a real client negotiates.
      headers: { "app-key": ctx.appKey, accept: "application/json", "accept-encoding": "gzip" },
      check: (_status: number, headers: Record<string, string | string[]>) => {
        const type = header(headers, "content-type");
        return type.includes("application/json") ? null : `content-type ${type || "(none)"}`;
      },
      // DESIGN.md section 8: server CPU at most 1 ms; issue 15: PostgreSQL at most 2 ms per search.
      cpuBudgetMs: 1,
      dbCpuBudgetMs: 2,
    };
    const many = await measureEndpoint(ctx, { ...spec, id: "hotels", p95BudgetMs: 25 });
    const one = await measureEndpoint(ctx, { ...spec, id: "hotels1", connections: 1, noWarmup: true });
    return { measures: [...one.measures, ...many.measures], details: { ...one.details, ...many.details } };
  },
};
