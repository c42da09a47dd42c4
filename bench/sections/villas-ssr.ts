// GET /villas under load: the server-rendered search page (its loader calls /v1/hotels itself).
import { header, measureEndpoint } from "../lib/endpoint.ts";
import { makeStays, villasPath } from "../lib/queries.ts";
import type { Section } from "../lib/types.ts";

export const villasSsr: Section = {
  id: "villas",
  name: "GET /villas (SSR)",
  run(ctx) {
    // Another seed than the API section: different stays, same mix.
    const stays = makeStays({ today: ctx.today, cityIds: ctx.database.cities.map((c) => c.id), seed: 2 });
    return measureEndpoint(ctx, {
      id: "villas",
      label: "/villas",
      paths: stays.map(villasPath),
      headers: {
        accept: "text/html,application/xhtml+xml",
        "accept-encoding": "gzip",
        "accept-language": "id-ID,id;q=0.9,en;q=0.8",
        // A phone's browser: isbot() must not take the bot (wait-for-all-content) path.
        "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      },
      check: (_status, headers) => {
        const type = header(headers, "content-type");
        return type.includes("text/html") ? null : `content-type ${type || "(none)"}`;
      },
      p95BudgetMs: 60,
    });
  },
};
