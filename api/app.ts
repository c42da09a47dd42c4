import express, { Router } from "express";
import { cityRoutes } from "./cities/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { accountRoutes } from "./auth/routes.ts";
import type { AccountsOptions } from "./auth/options.ts";
import type { Database } from "./db/client.ts";
import { hotelRoutes } from "./hotels/routes.ts";
import type { Logger } from "./http/logger.ts";
import { mailboxRoutes } from "./mail/mailbox.ts";
import { reservationRoutes } from "./reservations/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { errorHandler, languageFromRequest, notFound, requireAppKey } from "./http/middleware.ts";

export interface ApiOptions {
  database: Database;
  appKey: string;
  logger: Logger;
  /** Accounts and mail: links, Google sign-in, SMTP or outbox, limits (defaults suit development). */
  accounts?: AccountsOptions;
}

/**
 * The /v1 service: app-key check, form-encoded and JSON bodies, one router per domain, one error
 * shape. Mounted by server.ts, and by the API tests on an ephemeral port.
 */
export function createApi({ database, appKey, accounts = {} }: ApiOptions): Router {
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
  api.use(accountRoutes(db, accounts));
  api.use(userRoutes(db, accounts));
  if (!accounts.smtpConfigured) api.use(mailboxRoutes(db));
  api.use(notFound());
  api.use(errorHandler());
  return api;
}
