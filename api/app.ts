import express, { Router } from "express";
import { cityRoutes } from "./cities/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import type { Database } from "./db/client.ts";
import { hotelRoutes } from "./hotels/routes.ts";
import type { Logger } from "./http/logger.ts";
import { reservationRoutes } from "./reservations/routes.ts";
import { errorHandler, languageFromRequest, notFound, requireAppKey } from "./http/middleware.ts";

export interface ApiOptions {
  database: Database;
  appKey: string;
  logger: Logger;
}

/**
 * The /v1 service: app-key check, form-encoded and JSON bodies, one router per domain, one error
 * shape. Mounted by server.ts, and by the API tests on an ephemeral port.
 */
export function createApi({ database, appKey }: ApiOptions): Router {
  const api = Router();
  const db = database.db;
  api.use(express.urlencoded({ extended: false, limit: "100kb" }));
  api.use(express.json({ limit: "100kb" }));
  api.use(languageFromRequest());
  api.use(requireAppKey(appKey));
  api.use(hotelRoutes(db));
  api.use(cityRoutes(db));
  api.use(contentRoutes(db));
  api.use(reservationRoutes(db));
  api.use(notFound());
  api.use(errorHandler());
  return api;
}
