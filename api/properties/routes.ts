import { Router } from "express";
import { todayInJakarta } from "#app/lib/dates.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate, type Lang } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";
import { propertyReviewRoutes } from "../reviews/property-reviews.ts";
import { loadAttraction } from "./attraction.ts";
import { checkMinNight, unavailableDates } from "./availability.ts";
import { loadPropertyDetail } from "./detail.ts";
import { createPlaceCache, nearbyOfProperty, propertiesNearAttraction } from "./nearby.ts";
import { dateWindowSchema, idParams, staySchema } from "./params.ts";
import { loadRoom } from "./room.ts";
import { similarProperties } from "./similar.ts";

function found<T>(value: T | null, lang: Lang): T {
  if (value === null) throw new ApiError(404, translate(lang, "notFound"));
  return value;
}

/**
 * The calls of the nightly property detail page (seed 001 section 7) and the map and attraction
 * pages (seed 002): property with rooms, unavailable dates, minimum-night check, similar
 * properties, reviews, room, nearby places, attraction detail and the properties near it.
 * Mounted after the other routers: `/hotels/{word}` paths of theirs keep precedence over
 * `/hotels/:villa`.
 */
export function propertyRoutes(db: Db): Router {
  const router = Router();
  const villaParams = idParams("villa");
  const places = createPlaceCache(db);

  router.get(
    "/hotels/:villa",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { villa } = parseInput(villaParams, req.params, lang);
      const stay = parseInput(staySchema(todayInJakarta(), { correctPast: true }), req.query, lang);
      const hotel = found(await loadPropertyDetail(db, villa, stay, lang), lang);
      const { corrected, ...asked } = stay;
      res.json({ status: "success", data: { hotel, stay: asked, corrected } });
    }),
  );

  router.get(
    "/hotels/:villa/unavailable-dates",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { villa } = parseInput(villaParams, req.params, lang);
      const { from, to } = parseInput(dateWindowSchema(todayInJakarta()), req.query, lang);
      res.json({ status: "success", data: found(await unavailableDates(db, villa, from, to), lang) });
    }),
  );

  router.get(
    "/hotels/:villa/min-night",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { villa } = parseInput(villaParams, req.params, lang);
      const stay = parseInput(staySchema(todayInJakarta(), { correctPast: false }), req.query, lang);
      res.json({ status: "success", data: found(await checkMinNight(db, villa, stay), lang) });
    }),
  );

  router.get(
    "/hotels/:villa/nearby",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { villa } = parseInput(villaParams, req.params, lang);
      res.json({ status: "success", data: found(await nearbyOfProperty(db, places, villa, lang), lang) });
    }),
  );

  router.get(
    "/villas/similar/:id",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { id } = parseInput(idParams("id"), req.params, lang);
      res.json({ status: "success", data: found(await similarProperties(db, id, todayInJakarta()), lang) });
    }),
  );

  router.get(
    "/rooms/:id",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { id } = parseInput(idParams("id"), req.params, lang);
      res.json({ status: "success", data: found(await loadRoom(db, id, todayInJakarta()), lang) });
    }),
  );

  router.get(
    "/properties/by-tourist-attraction/:id",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { id } = parseInput(idParams("id"), req.params, lang);
      res.json({ status: "success", data: found(await propertiesNearAttraction(db, places, id, todayInJakarta(), lang), lang) });
    }),
  );

  router.get(
    "/tourist-attractions/:id",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { id } = parseInput(idParams("id"), req.params, lang);
      res.json({ status: "success", data: found(await loadAttraction(db, id, lang), lang) });
    }),
  );

  router.use(propertyReviewRoutes(db));
  return router;
}
