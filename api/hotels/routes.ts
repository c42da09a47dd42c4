import { Router } from "express";
import { todayInJakarta } from "#core/dates.ts";
import { hotels, type AnswerOf, type HotelSearchAnswer } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { createTtlCache } from "../http/ttl-cache.ts";
import { handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";
import { listAllVillas, listByType, listNamesAndIds, listPopular, listTagged } from "./lists.ts";
import { searchHotels } from "./search.ts";

export function hotelRoutes(db: Db, { searchCacheMs = 0 }: { searchCacheMs?: number } = {}): Router {
  const router = Router();
  // Availability is re-checked by the reservation's conditional update, so a search answer may be
  // a moment old; identical searches within the window share one query.
  const searches = createTtlCache<HotelSearchAnswer>({ ttlMs: searchCacheMs, maxEntries: 1000 });

  router.get(
    hotels.search.path,
    handle(async (req, res) => {
      const search = parseInput(hotels.search.query, req.query, locals(res).lang);
      const key = JSON.stringify([
        search.guest,
        search.arrival,
        search.departure,
        search.page,
        search.city,
        search.propertyName?.toLowerCase(),
      ]);
      res.json(await searches.get(key, () => searchHotels(db, search)));
    }),
  );

  router.get(
    hotels.allVilla.path,
    handle(async (req, res) => {
      const filters = parseInput(hotels.allVilla.query, req.query, locals(res).lang);
      res.json((await listAllVillas(db, filters, todayInJakarta())) satisfies AnswerOf<typeof hotels.allVilla>);
    }),
  );

  router.get(
    hotels.byType.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { type } = parseInput(hotels.byType.params, req.params, lang);
      const { limit } = parseInput(hotels.byType.query, req.query, lang);
      res.json({ status: "success", data: await listByType(db, type, todayInJakarta(), limit) } satisfies AnswerOf<
        typeof hotels.byType
      >);
    }),
  );

  router.get(
    hotels.homeVilla.path,
    handle(async (req, res) => {
      const { isRandom } = parseInput(hotels.homeVilla.query, req.query, locals(res).lang);
      res.json({ status: "success", data: await listPopular(db, todayInJakarta(), isRandom) } satisfies AnswerOf<
        typeof hotels.homeVilla
      >);
    }),
  );

  router.get(
    hotels.tagVilla.path,
    handle(async (req, res) => {
      const { tag } = parseInput(hotels.tagVilla.query, req.query, locals(res).lang);
      res.set("cache-control", "public, max-age=60");
      res.json({
        status: "success",
        data: await listTagged(db, todayInJakarta(), tag ?? "Our Pick"),
      } satisfies AnswerOf<typeof hotels.tagVilla>);
    }),
  );

  router.get(
    hotels.nameAndId.path,
    handle(async (_req, res) => {
      res.set("cache-control", "public, max-age=300");
      res.json({ status: "success", data: await listNamesAndIds(db) } satisfies AnswerOf<typeof hotels.nameAndId>);
    }),
  );

  return router;
}
