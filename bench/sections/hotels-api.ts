// GET /v1/hotels under load: the dated search over the whole data set, with the app key, at the
// bench's connection count (16) and at one connection (the per-search cost without queueing).
import { header, measureEndpoint } from "../lib/endpoint.ts";
import { hotelsPath, makeStays } from "../lib/queries.ts";
import { timeSearchSql } from "../lib/search-sql.ts";
import type { Measure, Section } from "../lib/types.ts";

export const hotelsApi: Section = {
  id: "hotels",
  name: "GET /v1/hotels",
  async run(ctx) {
    const stays = makeStays({ today: ctx.today, cityIds: ctx.database.cities.map((c) => c.id), seed: 1 });
    const spec = {
      label: "/v1/hotels",
      paths: stays.map(hotelsPath),
      // The app key and JSON as the web app's server sends them; gzip as an outside client (a
      // mobile app) negotiates it (the web app's own server asks for identity, app/lib/api.server.ts).
      headers: { "app-key": ctx.appKey, accept: "application/json", "accept-encoding": "gzip" },
      check: (_status: number, headers: Record<string, string | string[]>) => {
        const type = header(headers, "content-type");
        return type.includes("application/json") ? null : `content-type ${type || "(none)"}`;
      },
      // DESIGN.md section 8: server CPU at most 1 ms; issue 15: PostgreSQL at most 2 ms per search.
      cpuBudgetMs: 1,
      dbCpuBudgetMs: 2,
    };
    const many = await measureEndpoint(ctx, { ...spec, id: "hotels" });
    const one = await measureEndpoint(ctx, { ...spec, id: "hotels1", connections: 1, noWarmup: true });
    // Issue 15: the API within 1.3 times its SQL, both at one connection over the same searches.
    ctx.log(`/v1/hotels: timing the search's SQL alone for ${ctx.durationSec} s at 1 connection`);
    const sqlAlone = await timeSearchSql(ctx, stays, ctx.durationSec);
    const apiP50 = one.measures.find((m) => m.id === "hotels1.p50")?.value ?? NaN;
    const sqlMeasures: Measure[] = sqlAlone
      ? [
          { id: "hotels1.sqlP50", label: "/v1/hotels its SQL alone p50 @1 conn", value: sqlAlone.p50, unit: "ms" },
          {
            id: "hotels1.apiOverSql",
            label: "/v1/hotels p50 ÷ its SQL's p50 @1 conn",
            value: Math.round((apiP50 / sqlAlone.p50) * 100) / 100,
            unit: "ratio",
            budget: { max: 1.3, inclusive: true },
          },
        ]
      : [];
    if (sqlAlone)
      ctx.log(`/v1/hotels: SQL alone ${sqlAlone.searches} searches, p50 ${sqlAlone.p50} ms, p95 ${sqlAlone.p95} ms`);
    return {
      measures: [...one.measures, ...sqlMeasures, ...many.measures],
      details: { ...one.details, ...many.details, sqlAlone },
    };
  },
};
