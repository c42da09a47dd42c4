// The top-up and bills calls of seed 002 section 7 (see docs/api.md), the purchase's result for
// its owner, and the biller's signed callback (no app key: its X-Hub-Signature authenticates it).
import express, { type Request, Router } from "express";
import { and, eq } from "drizzle-orm";
import {
  type AnswerOf,
  type Endpoint,
  type Success,
  topUp as contract,
  type TopUpResult,
} from "#core/contract/index.ts";

import { checkPlnForInquiry, isTopUpType, type TopUpStatus, type TopUpType } from "#core/rules/top-up.ts";
import { authLocals, requireUser } from "../http/auth.ts";
import type { Db } from "../db/client.ts";
import { payments, topUpProducts, topUpProviders, topUpTransactions } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { pickLang, translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";
import { mailboxKeyOf } from "../mail/mailbox-key.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { type Biller, BillerUnavailable } from "./biller/biller.ts";
import { groupedList, plainList, providers } from "./catalogue.ts";
import { applyBillerCallback } from "./follow-up.ts";
import { destinationOf } from "./purchase.ts";
import { createTopUp } from "./service.ts";

/** The data of an endpoint's success answer. */
type DataOf<E> = AnswerOf<E> extends Success<infer T> ? T : never;

export interface TopUpRoutesOptions {
  gateway: PaymentGateway;
  kinds: PurchaseKinds;
  biller: Biller;
  /** Where the gateway sends the browser back (the store's result page). */
  finishUrl: string;
  expiryMinutes: number;
}

/** The biller's callback: mounted before the app-key check. */
export function billerCallbackRoutes(db: Db, biller: Biller): Router {
  const router = Router();
  router.post(
    contract.billerCallback.path,
    express.text({ type: "*/*", limit: "20kb" }),
    handle(async (req, res) => {
      // Mounted before the language middleware: the biller's Accept-Language, if any.
      const lang = pickLang(undefined, req.get("accept-language"));
      const raw = typeof req.body === "string" ? req.body : "";
      const result = biller.verifyCallback(raw, req.get("x-hub-signature"));
      if (!result) throw new ApiError(401, translate(lang, "invalidInput"), { code: "bad_signature" });
      const applied = await applyBillerCallback(db, biller, result).catch((error: unknown) => {
        // A failure the biller could not confirm now waits for the follow-up's next ask.
        throw error instanceof BillerUnavailable
          ? new ApiError(503, translate(lang, "serviceUnavailable"), { code: "biller_unavailable" })
          : error;
      });
      if (applied === "unknown") throw new ApiError(404, translate(lang, "topUpNotFound"), { code: "unknown_ref_id" });
      res.json({ status: "success", message: applied } satisfies AnswerOf<typeof contract.billerCallback>);
    }),
  );
  return router;
}

export function topUpRoutes(db: Db, options: TopUpRoutesOptions): Router {
  const router = Router();
  const auth = requireUser(db);

  /** A catalogue list: GET `endpoint`, answered with what `load` reads. */
  const list = <E extends Endpoint>(endpoint: E, load: () => Promise<DataOf<E>>) =>
    router.get(
      endpoint.path,
      handle(async (_req, res) => res.json({ status: "success", data: await load() } satisfies Success<DataOf<E>>)),
    );
  list(contract.providers, () => providers(db));
  list(contract.plnTokens, () => plainList(db, "pln_token"));
  list(contract.gameVouchers, () => groupedList(db, "voucher_games"));
  list(contract.ewallets, () => groupedList(db, "ewallets"));
  list(contract.emoneys, () => groupedList(db, "emoneys"));
  list(contract.movieTickets, () => groupedList(db, "movie_tickets"));

  router.get(
    contract.plnCheck.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { number } = parseInput(contract.plnCheck.params, req.params, lang);
      const checked = checkPlnForInquiry(number);
      if (!checked.ok) {
        const message = translate(lang, checked.message);
        throw new ApiError(422, message, { errors: { number: [message] } });
      }
      let account: Awaited<ReturnType<Biller["inquiryPln"]>>;
      try {
        account = await options.biller.inquiryPln(checked.value);
      } catch (error) {
        if (error instanceof BillerUnavailable)
          throw new ApiError(503, translate(lang, "serviceUnavailable"), { code: "biller_unavailable" });
        throw error;
      }
      if (!account) {
        res
          .status(404)
          .json({ status: "error", message: translate(lang, "plnNotFound") } satisfies AnswerOf<
            typeof contract.plnCheck
          >);
        return;
      }
      res.json({ status: "success", data: { owner_name: account.name, volt: account.segmentPower } } satisfies AnswerOf<
        typeof contract.plnCheck
      >);
    }),
  );

  // Each purchase: its endpoint, what it buys, the body's product id field and destination field
  // (a credit purchase naming a data_package_id buys that data package instead).
  const purchases = [
    [contract.buyCredit, "credits", "credit_id", "phone_number"],
    [contract.buyPln, "pln_token", "topup_pln_id", "pln_number"],
    [contract.buyMovieTicket, "movie_tickets", "movie_ticket_id", "phone_number"],
    [contract.buyEwallet, "ewallets", "ewallet_id", "phone_number"],
    [contract.buyEmoney, "emoneys", "emoney_product_id", "emoney_account"],
    [contract.buyGameVoucher, "voucher_games", "voucher_game_id", "game_id"],
  ] as const satisfies readonly (readonly [unknown, TopUpType, string, string])[];
  for (const [endpoint, type, idField, field] of purchases) {
    router.post(
      endpoint.path,
      auth,
      handle(async (req: Request, res) => {
        const lang = locals(res).lang;
        const body = parseInput((endpoint as typeof contract.buyPln).body, req.body, lang) as Record<string, unknown>;
        const dataPackage = type === "credits" && body.data_package_id;
        const wanted = {
          type: dataPackage ? ("data_packages" as const) : type,
          productId: Number(dataPackage ? body.data_package_id : body[idField]),
          destination: body[field],
          field,
        };
        if (!Number.isInteger(wanted.productId) || wanted.productId < 1)
          throw new ApiError(422, translate(lang, "productNotFound"), {
            errors: { _form: [translate(lang, "productNotFound")] },
          });
        const created = await createTopUp(
          db,
          options.gateway,
          options.biller,
          wanted,
          { user: authLocals(res).user, lang, mailboxKey: mailboxKeyOf(req) ?? null },
          { finishUrl: options.finishUrl, expiryMinutes: options.expiryMinutes, kinds: options.kinds },
        );
        res.status(201).json({
          status: "success",
          data: { ref_id: created.refId, midtrans: { redirect_url: created.redirectUrl, token: created.token } },
        } satisfies AnswerOf<typeof contract.buyPln>);
      }),
    );
  }

  router.get(
    contract.result.path,
    auth,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { refId } = parseInput(contract.result.params, req.params, lang);
      const [row] = await db
        .select({
          t: topUpTransactions,
          product: topUpProducts,
          provider: topUpProviders.providerName,
          paymentUrl: payments.redirectUrl,
          paymentStatus: payments.transactionStatus,
        })
        .from(topUpTransactions)
        .innerJoin(topUpProducts, eq(topUpProducts.id, topUpTransactions.productId))
        .leftJoin(topUpProviders, eq(topUpProviders.id, topUpProducts.providerId))
        .leftJoin(payments, and(eq(payments.orderId, topUpTransactions.refId), eq(payments.subjectType, "top_up")))
        .where(and(eq(topUpTransactions.refId, refId), eq(topUpTransactions.userId, authLocals(res).user.id)));
      if (!row || !isTopUpType(row.t.category))
        throw new ApiError(404, translate(lang, "topUpNotFound"), { code: "not_found" });
      const { t } = row;
      const data: TopUpResult = {
        ref_id: t.refId,
        type: row.t.category as TopUpType,
        product_name: row.product.productName,
        provider: row.provider ?? row.product.groupType,
        destination: destinationOf(t),
        price: t.total - t.adminFee,
        admin_fee: t.adminFee,
        total: t.total,
        status: t.status as TopUpStatus,
        serial_number: t.serialNumber,
        pln_token: t.plnToken,
        date: t.createdAt,
        payment_url: t.status === "waiting" && row.paymentStatus === "pending" ? row.paymentUrl : null,
      };
      res.json({ status: "success", data } satisfies AnswerOf<typeof contract.result>);
    }),
  );
  return router;
}
