import { Router } from "express";
import { z } from "zod";
import { isApiDate, todayInJakarta, validateStay } from "#app/lib/dates.ts";
import { LIST_GUEST_MAX } from "#app/lib/guests.ts";
import type { HotelSearchAnswer } from "../contract.ts";
import type { Db } from "../db/client.ts";
import { createTtlCache } from "../http/ttl-cache.ts";
import { handle, locals } from "../http/middleware.ts";
import { flag, optionalInt, optionalText, page } from "../http/query.ts";
import { parseInput } from "../http/validate.ts";
import { listAllVillas, listNamesAndIds, listPopular, listTagged } from "./lists.ts";
import { searchHotels } from "./search.ts";

const apiDate = z.string({ message: "required" }).refine(isApiDate, { message: "invalidDate" });

/** GET /hotels: a dated search. Stay rules are the same function the web app's forms use. */
export function hotelSearchSchema(today: string) {
  return z
    .object({
      guest: z.coerce
        .number({ message: "invalidNumber" })
        .int({ message: "invalidNumber" })
        .min(1, { message: "guestMin" })
        .max(LIST_GUEST_MAX, { message: "guestMax" }),
      arrival: apiDate,
      departure: apiDate,
      page,
      city: optionalInt,
      propertyName: optionalText(100),
    })
    .transform((query, ctx) => {
      const stay = validateStay({ arrival: query.arrival, departure: query.departure, today });
      if (!stay.ok) {
        ctx.addIssue({ code: "custom", path: [stay.field], message: stay.error });
        return z.NEVER;
      }
      return { ...query, nights: stay.nights };
    });
}

const allVillaSchema = z.object({
  page,
  city: optionalInt,
  propertyName: optionalText(100),
  popular: flag,
  propertyType: z.enum(["konvensional", "syariah"]).optional(),
});

export function hotelRoutes(db: Db, { searchCacheMs = 0 }: { searchCacheMs?: number } = {}): Router {
  const router = Router();
  // Availability is re-checked by the reservation's conditional update, so a search answer may be
  // a moment old; identical searches within the window share one query.
  const searches = createTtlCache<HotelSearchAnswer>({ ttlMs: searchCacheMs, maxEntries: 1000 });

  router.get(
    "/hotels",
    handle(async (req, res) => {
      const search = parseInput(hotelSearchSchema(todayInJakarta()), req.query, locals(res).lang);
      const key = JSON.stringify([search.guest, search.arrival, search.departure, search.page, search.city, search.propertyName?.toLowerCase()]);
      res.json(await searches.get(key, () => searchHotels(db, search)));
    }),
  );

  router.get(
    "/hotels/all-villa",
    handle(async (req, res) => {
      const filters = parseInput(allVillaSchema, req.query, locals(res).lang);
      res.json(await listAllVillas(db, filters, todayInJakarta()));
    }),
  );

  router.get(
    "/hotels/home-villa",
    handle(async (req, res) => {
      const random = flag.parse(req.query.isRandom);
      res.json({ status: "success", data: await listPopular(db, todayInJakarta(), random) });
    }),
  );

  router.get(
    "/hotels/tag-villa",
    handle(async (req, res) => {
      const { tag } = parseInput(z.object({ tag: optionalText(50).default("Our Pick") }), req.query, locals(res).lang);
      res.set("cache-control", "public, max-age=60");
      res.json({ status: "success", data: await listTagged(db, todayInJakarta(), tag ?? "Our Pick") });
    }),
  );

  router.get(
    "/properties/name-and-id",
    handle(async (_req, res) => {
      res.set("cache-control", "public, max-age=300");
      res.json({ status: "success", data: await listNamesAndIds(db) });
    }),
  );

  return router;
}

