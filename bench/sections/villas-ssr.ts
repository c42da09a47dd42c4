// GET /villas under load: the server-rendered search page (its loader calls /v1/hotels itself),
// at the bench's connection count (16) and at one connection.
import { header, measureEndpoint } from "../lib/endpoint.ts";
import { makeStays, villasPath } from "../lib/queries.ts";
import type { Section } from "../lib/types.ts";

export const villasSsr: Section = {
  id: "villas",
  name: "GET /villas (SSR)",
  async run(ctx) {
    // Another seed than the API section: different stays, same mix.
    const stays = makeStays({ today: ctx.today, cityIds: ctx.database.cities.map((c) => c.id), seed: 2 });
    const spec = {
      label: "/villas",
      paths: stays.map(villasPath),
      headers: {
        accept: "text/html,application/xhtml+xml",
        // What a phone's Chrome offers: the server picks its encoding from it, as for real visitors.
        "accept-encoding": "gzip, deflate, br, zstd",
        "accept-language": "id-ID,id;q=0.9,en;q=0.8",
        // A phone's browser: isbot() must not take the bot (wait-for-all-content) path.
        "user-agent":
          "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      },
      check: (_status: number, headers: Record<string, string | string[]>) => {
        const type = header(headers, "content-type");
        return type.includes("text/html") ? null : `content-type ${type || "(none)"}`;
      },
      // DESIGN.md section 8: /villas SSR at most 5 ms of server CPU per page.
      cpuBudgetMs: 5,
    };
    const many = await measureEndpoint(ctx, { ...spec, id: "villas" });
    const one = await measureEndpoint(ctx, { ...spec, id: "villas1", connections: 1, noWarmup: true });
    return { measures: [...one.measures, ...many.measures], details: { ...one.details, ...many.details } };
  },
};
