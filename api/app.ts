import express, { Router } from "express";
import { cityRoutes } from "./cities/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { accountRoutes } from "./auth/routes.ts";
import { bookingRoutes, type BookingRoutesOptions } from "./bookings/routes.ts";
import { cancellationRoutes } from "./reservations/cancel-routes.ts";
import { dateChangeRoutes } from "./reservations/change-routes.ts";
import type { AccountsOptions } from "./auth/options.ts";
import type { Database } from "./db/client.ts";
import { hotelRoutes } from "./hotels/routes.ts";
import { longStayRoutes } from "./long-stays/routes.ts";
import type { Logger } from "./http/logger.ts";
import { rejectBadInput } from "./http/input-guard.ts";
import { compressResponses } from "./http/compressed-responses.ts";
import { mailboxRoutes } from "./mail/mailbox.ts";
import { propertyRoutes } from "./properties/routes.ts";
import { reservationRoutes } from "./reservations/routes.ts";
import { restaurantRoutes } from "./restaurants/routes.ts";
import { demoCheckOutRoutes } from "./reviews/demo-check-out.ts";
import { reviewRoutes } from "./reviews/routes.ts";
import type { HoldLimits } from "./reservations/hold-limits.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import type { PurchaseKinds } from "./payments/kinds.ts";
import { paymentNotificationRoutes } from "./payments/notification.ts";
import { allPurchaseKinds } from "./purchase-kinds.ts";
import { sandboxGateway } from "./payments/sandbox/gateway.ts";
import { promoRoutes, type PromoRoutesOptions } from "./promos/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { voucherRoutes } from "./vouchers/routes.ts";
import type { Biller } from "./topup/biller/biller.ts";
import { billerFor } from "./topup/biller/mode.ts";
import { billerSimulator, SIMULATOR_PATH, simulatorCredentials } from "./topup/biller/simulator.ts";
import { topUpPurchase } from "./topup/purchase.ts";
import { billerCallbackRoutes, topUpRoutes } from "./topup/routes.ts";
import { apiSecurityHeaders, errorHandler, languageFromRequest, notFound, requireAppKey } from "./http/middleware.ts";

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
  /** Top-ups: the biller (default: the embedded simulator, mounted here) and the simulator's callback delay. */
  topUp?: { biller?: Biller; simulatorCallbackDelayMs?: number };
  /** The purchase kinds payments dispatch to (default: all of them, api/purchase-kinds.ts); server.ts shares its value with the sweep and the mail worker. */
  purchaseKinds?: PurchaseKinds;
}

export interface PaymentsOptions extends PromoRoutesOptions {
  gateway?: PaymentGateway;
  /** Minutes an unpaid hold lasts (PAYMENT_EXPIRY_MINUTES); default 60. */
  expiryMinutes?: number;
  /** Origin of the web app: the gateway's finish callback is `${publicUrl}/`. */
  publicUrl?: string;
  /** Caps on unpaid holds (default HOLD_LIMITS, api/reservations/hold-limits.ts). */
  holdLimits?: Partial<HoldLimits>;
}

/**
 * The /v1 service: app-key check, form-encoded and JSON bodies, one router per domain, one error
 * shape. Mounted by server.ts, and by the API tests on an ephemeral port.
 */
export function createApi({
  database,
  appKey,
  accounts = {},
  payments = {},
  bookings = {},
  searchCacheMs = 0,
  topUp = {},
  purchaseKinds: kinds = allPurchaseKinds(),
}: ApiOptions): Router {
  const api = Router();
  const db = database.db;
  const publicUrl = (payments.publicUrl ?? accounts.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const gateway = payments.gateway ?? sandboxGateway({ appKey, publicUrl });
  const biller = topUp.biller ?? billerFor({}, { appKey, apiBaseUrl: `${publicUrl}/v1` });
  api.use(apiSecurityHeaders());
  api.use(compressResponses());
  // The biller's callback is verified on its raw body: before the body parsers and the app key.
  api.use(billerCallbackRoutes(db, biller));
  api.use(express.urlencoded({ extended: false, limit: "100kb" }));
  api.use(express.json({ limit: "100kb" }));
  api.use(languageFromRequest());
  api.use(rejectBadInput());
  // The gateway's notification carries no app key: it is authenticated by its signature.
  api.use(paymentNotificationRoutes(db, gateway, kinds));
  if (biller.name === "simulator")
    api.use(
      SIMULATOR_PATH,
      billerSimulator(db, simulatorCredentials(appKey), { callbackDelayMs: topUp.simulatorCallbackDelayMs }),
    );
  api.use(requireAppKey(appKey));
  api.use(hotelRoutes(db, { searchCacheMs }));
  api.use(cityRoutes(db));
  api.use(contentRoutes(db));
  api.use(restaurantRoutes(db));
  api.use(
    reservationRoutes(db, {
      gateway,
      kinds,
      expiryMinutes: payments.expiryMinutes ?? 60,
      finishUrl: `${publicUrl}/`,
      holdLimits: payments.holdLimits,
    }),
  );
  // After reservationRoutes: GET /reservations/check-by-order-id/:orderId must match before /reservations/:orderId/:email.
  api.use(bookingRoutes(db, kinds, bookings));
  api.use(cancellationRoutes(db, { gateway }));
  api.use(
    dateChangeRoutes(db, { gateway, kinds, expiryMinutes: payments.expiryMinutes ?? 60, finishUrl: `${publicUrl}/` }),
  );
  // Before promoRoutes: /voucher/active/:id must match before /voucher/:code/:userId.
  api.use(voucherRoutes(db));
  api.use(promoRoutes(db, payments));
  api.use(accountRoutes(db, accounts));
  api.use(userRoutes(db, accounts));
  api.use(
    longStayRoutes(db, {
      gateway,
      kinds,
      expiryMinutes: payments.expiryMinutes ?? 60,
      finishUrl: `${publicUrl}/`,
      holdLimits: payments.holdLimits,
    }),
  );
  api.use(propertyRoutes(db));
  api.use(reviewRoutes(db));
  api.use(
    topUpRoutes(db, {
      gateway,
      kinds,
      biller,
      finishUrl: `${publicUrl}${topUpPurchase.finishPath}`,
      expiryMinutes: payments.expiryMinutes ?? 60,
    }),
  );
  if (!accounts.smtpConfigured) api.use(mailboxRoutes(db));
  if (!accounts.smtpConfigured && gateway.name === "sandbox") api.use(demoCheckOutRoutes(db));
  api.use(notFound());
  api.use(errorHandler());
  return api;
}
