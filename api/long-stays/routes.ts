// The long-stay calls of seed 002 section 7 (the my-bookings ones live in api/bookings):
//   GET  /properties/stay-monthly[?isWeekly|?isYearly]      list
//   GET  /properties/long-stay/:type                        list, as data.data
//   GET  /properties/stay-monthly/:id?type[&isReservationForm][&checkIn&duration]
//   POST /stay-monthly/reservation                          hold, then the payment link
//   POST /stay-monthly/balance                              the balance after a down payment
import { Router } from "express";
import { sql } from "drizzle-orm";
import { longStays as contract, type AnswerOf } from "#core/contract/index.ts";
import { LENGTH_PRESETS, type LongStayType } from "#core/long-stay.ts";
import type { UserRow } from "../auth/user-view.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate } from "../http/messages.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { parseInput } from "../http/validate.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { awaitPaymentLink, startPayment } from "../payments/start.ts";
import { HOLD_LIMITS, type HoldLimits } from "../reservations/hold-limits.ts";
import { mailboxKeyOf } from "../mail/mailbox-key.ts";
import { optionalUser } from "../reservations/optional-user.ts";
import { openBalancePayment } from "./balance.ts";
import { longStayList, longStayProperty } from "./catalogue.ts";
import { createLongStay, prepareLongStay } from "./reserve.ts";

export interface LongStayRoutesOptions {
  gateway: PaymentGateway;
  kinds: PurchaseKinds;
  expiryMinutes: number;
  finishUrl: string;
  /** HOLD_LIMITS unless overridden: attempts per client address (counted apart from nightly ones), unpaid holds per contact. */
  holdLimits?: Partial<HoldLimits>;
}

export function longStayRoutes(db: Db, options: LongStayRoutesOptions): Router {
  const router = Router();

  router.get(
    contract.list.path,
    handle(async (req, res) => {
      const { isWeekly, isYearly } = parseInput(contract.list.query, req.query, locals(res).lang);
      const type: LongStayType = isWeekly ? "weekly" : isYearly ? "yearly" : "monthly";
      res.json({ status: "success", data: await longStayList(db, type) } satisfies AnswerOf<typeof contract.list>);
    }),
  );

  router.get(
    contract.byType.path,
    handle(async (req, res) => {
      const { type } = parseInput(contract.byType.params, req.params, locals(res).lang);
      res.json({ status: "success", data: { data: await longStayList(db, type) } } satisfies AnswerOf<
        typeof contract.byType
      >);
    }),
  );

  router.get(
    contract.detail.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { id } = parseInput(contract.detail.params, req.params, lang);
      const query = parseInput(contract.detail.query, req.query, lang);
      if (query.duration !== undefined && !LENGTH_PRESETS[query.type].includes(query.duration)) {
        const message = translate(lang, "longStayLengthInvalid", { choices: LENGTH_PRESETS[query.type].join(", ") });
        throw new ApiError(422, message, { errors: { duration: [message] } });
      }
      const stay =
        query.checkIn && query.duration !== undefined
          ? { checkIn: query.checkIn, duration: query.duration }
          : undefined;
      const property = await longStayProperty(db, id, query.type, lang, stay);
      if (!property) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: property } satisfies AnswerOf<typeof contract.detail>);
    }),
  );

  const limits: HoldLimits = { ...HOLD_LIMITS, ...options.holdLimits };
  const perClient = rateLimit({ db, name: "long-stay-create", ...limits.createPerClient, key: clientIp });
  router.post(
    contract.reservation.path,
    perClient,
    optionalUser(db),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const input = parseInput(contract.reservation.body, req.body, lang);
      const user = (res.locals as { user?: UserRow }).user;
      const prepared = await prepareLongStay(db, input, user, lang);
      const row = await createLongStay(db, prepared, {
        expiryMinutes: options.expiryMinutes,
        gateway: options.gateway.name,
        lang,
        unpaidPerContact: limits.unpaidHoldsPerContact,
        mailboxKey: mailboxKeyOf(req),
      });
      try {
        const created = await startPayment(db, options.gateway, options.kinds, row.orderId, {
          finishUrl: options.finishUrl,
          expiryMinutes: options.expiryMinutes,
        });
        res.status(201).json({
          status: "success",
          data: {
            midtrans: { response_from_midtrans: { redirect_url: created.redirectUrl, token: created.token } },
            order_id: row.orderId,
            id: row.id,
          },
        } satisfies AnswerOf<typeof contract.reservation>);
      } catch (error) {
        locals(res).log?.error("payment gateway failed, the long stay was given back", { orderId: row.orderId, error });
        throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
      }
    }),
  );
  router.post(
    contract.balance.path,
    perClient,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { order_id, email } = parseInput(contract.balance.body, req.body, lang);
      const balance = await openBalancePayment(db, order_id, email, {
        gateway: options.gateway.name,
        expiryMinutes: options.expiryMinutes,
        lang,
      });
      const link = balance.created
        ? await startPayment(db, options.gateway, options.kinds, balance.orderId, {
            finishUrl: options.finishUrl,
            expiryMinutes: options.expiryMinutes,
          }).catch(() => "failed" as const)
        : await awaitPaymentLink(db, balance.orderId);
      if (link === "failed") throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
      if (link === "in_progress")
        throw new ApiError(409, translate(lang, "reservationInProgress"), { code: "in_progress" });
      const [stay] = await queryRows<{ id: number }>(
        db,
        sql`select id from long_stay_reservations where order_id = ${order_id}`,
      );
      res.status(balance.created ? 201 : 200).json({
        status: "success",
        data: {
          midtrans: { response_from_midtrans: { redirect_url: link.redirectUrl, token: link.token } },
          order_id: balance.orderId,
          id: Number(stay!.id),
        },
      } satisfies AnswerOf<typeof contract.balance>);
    }),
  );
  return router;
}
