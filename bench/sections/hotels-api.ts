// GET /v1/hotels under load: the dated search over the whole data set, with the app key.
import { header, measureEndpoint } from "../lib/endpoint.ts";
import { hotelsPath, makeStays } from "../lib/queries.ts";
import type { Section } from "../lib/types.ts";

export const hotelsApi: Section = {
  id: "hotels",
  name: "GET /v1/hotels",
  run(ctx) {
    const stays = makeStays({ today: ctx.today, cityIds: ctx.database.cities.map((c) => c.id), seed: 1 });
    return measureEndpoint(ctx, {
      id: "hotels",
      label: "/v1/hotels",
      paths: stays.map(hotelsPath),
      // What the web app's server-side API client sends; gzip as a real client negotiates.
      headers: { "app-key": ctx.appKey, accept: "application/json", "accept-encoding": "gzip" },
      check: (_status, headers) => {
        const type = header(headers, "content-type");
        return type.includes("application/json") ? null : `content-type ${type || "(none)"}`;
      },
      p95BudgetMs: 25,
    });
  },
};
