import { type Request, Router } from "express";
import { todayInJakarta } from "#core/dates.ts";
import type { z } from "zod";
import { properties, type AnswerOf, type EndpointDefinition, type Success } from "#core/contract/index.ts";
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
import { loadRoom } from "./room.ts";
import { similarProperties } from "./similar.ts";

/** The data an endpoint's Success answer carries. */
type DataOf<E> = AnswerOf<E> extends Success<infer T> ? T : never;

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
  const places = createPlaceCache(db);

  /** A GET of one thing named by its path: the endpoint's params parsed (`load` parses the query it reads), 404 when `load` finds nothing. */
  function getFound<P extends z.ZodType, E extends EndpointDefinition & { params: P }>(
    endpoint: E & { params: P },
    load: (params: z.output<P>, lang: Lang, query: Request["query"]) => Promise<DataOf<E> | null>,
  ) {
    router.get(
      endpoint.path,
      handle(async (req, res) => {
        const lang = locals(res).lang;
        const answer: Success<DataOf<E>> = {
          status: "success",
          data: found(await load(parseInput(endpoint.params, req.params, lang), lang, req.query), lang),
        };
        res.json(answer);
      }),
    );
  }

  router.get(
    properties.detail.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { villa } = parseInput(properties.detail.params, req.params, lang);
      const stay = parseInput(properties.detail.query, req.query, lang);
      const hotel = found(await loadPropertyDetail(db, villa, stay, lang), lang);
      const { corrected, ...asked } = stay;
      res.json({ status: "success", data: { hotel, stay: asked, corrected } } satisfies AnswerOf<
        typeof properties.detail
      >);
    }),
  );

  getFound(properties.unavailableDates, ({ villa }, lang, query) => {
    const { from, to } = parseInput(properties.unavailableDates.query, query, lang);
    return unavailableDates(db, villa, from, to);
  });
  getFound(properties.minNight, ({ villa }, lang, query) =>
    checkMinNight(db, villa, parseInput(properties.minNight.query, query, lang)),
  );
  getFound(properties.nearby, ({ villa }, lang) => nearbyOfProperty(db, places, villa, lang));
  getFound(properties.similar, ({ id }) => similarProperties(db, id, todayInJakarta()));
  getFound(properties.room, ({ id }) => loadRoom(db, id, todayInJakarta()));
  getFound(properties.nearAttraction, ({ id }, lang) =>
    propertiesNearAttraction(db, places, id, todayInJakarta(), lang),
  );
  getFound(properties.attraction, ({ id }, lang) => loadAttraction(db, id, lang));

  router.use(propertyReviewRoutes(db));
  return router;
}
