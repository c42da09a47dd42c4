import express, { Router } from "express";
import { cityRoutes } from "./cities/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { accountRoutes } from "./auth/routes.ts";
import { bookingRoutes, type BookingRoutesOptions } from "./bookings/routes.ts";
import type { AccountsOptions } from "./auth/options.ts";
import type { Database } from "./db/client.ts";
import { hotelRoutes } from "./hotels/routes.ts";
import type { Logger } from "./http/logger.ts";
import { mailboxRoutes } from "./mail/mailbox.ts";
import { propertyRoutes } from "./properties/routes.ts";
import { reservationRoutes } from "./reservations/routes.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import { paymentNotificationRoutes } from "./payments/notification.ts";
import { sandboxGateway } from "./payments/sandbox/gateway.ts";
import { promoRoutes, type PromoRoutesOptions } from "./promos/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { errorHandler, languageFromRequest, notFound, requireAppKey } from "./http/middleware.ts";

export interface ApiOptions {
  database: Database;
  appKey: string;
  logger: Logger;
  /** Accounts and mail: links, Google sign-in, SMTP or outbox, limits (defaults suit development). */
  accounts?: AccountsOptions;
  /** Reservations and payments: the gateway (default: the embedded sandbox), hold expiry, finish URL. */
  payments?: PaymentsOptions;
  /** My bookings, voucher PDF and reservation check: rate limits (defaults suit production). */
  bookings?: BookingRoutesOptions;
  /** How long a dated search's answer may be reused (SEARCH_CACHE_MS); 0, the default here, never. */
  searchCacheMs?: number;
}

export interface PaymentsOptions extends PromoRoutesOptions {
  gateway?: PaymentGateway;
  /** Minutes an unpaid hold lasts (PAYMENT_EXPIRY_MINUTES); default 60. */
  expiryMinutes?: number;
  /** Origin of the web app: the gateway's finish callback is `${publicUrl}/`. */
  publicUrl?: string;
}

/**
 * The /v1 service: app-key check, form-encoded and JSON bodies, one router per domain, one error
 * shape. Mounted by server.ts, and by the API tests on an ephemeral port.
 */
export function createApi({ database, appKey, accounts = {}, payments = {}, bookings = {}, searchCacheMs = 0 }: ApiOptions): Router {
  const api = Router();
  const db = database.db;
  const publicUrl = (payments.publicUrl ?? accounts.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const gateway = payments.gateway ?? sandboxGateway({ appKey, publicUrl });
  api.use(express.urlencoded({ extended: false, limit: "100kb" }));
  api.use(express.json({ limit: "100kb" }));
  api.use(languageFromRequest());
  // The gateway's notification carries no app key: it is authenticated by its signature.
  api.use(paymentNotificationRoutes(db, gateway));
  api.use(requireAppKey(appKey));
  api.use(hotelRoutes(db, { searchCacheMs }));
  api.use(cityRoutes(db));
  api.use(contentRoutes(db));
  api.use(reservationRoutes(db, { gateway, expiryMinutes: payments.expiryMinutes ?? 60, finishUrl: `${publicUrl}/` }));
  // After reservationRoutes: GET /reservations/check-by-order-id/:orderId must match before /reservations/:orderId/:email.
  api.use(bookingRoutes(db, bookings));
  api.use(promoRoutes(db, payments));
  api.use(accountRoutes(db, accounts));
  api.use(userRoutes(db, accounts));
  api.use(propertyRoutes(db));
  if (!accounts.smtpConfigured) api.use(mailboxRoutes(db));
  api.use(notFound());
  api.use(errorHandler());
  return api;
}
