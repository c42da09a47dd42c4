// Promo, voucher and referral calls of seeds 001 and 002 (section 7). See docs/api.md.
import { Router } from "express";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { UserRow } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { promos, properties, rooms } from "../db/schema.ts";
import { authLocals, requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { optionalUser } from "../reservations/optional-user.ts";
import { REFERRAL_PROMO_CAP_PERCENT } from "#app/lib/pricing.ts";
import { findReferrer, findVoucher, REFERRAL_GUEST_PERCENT, referrerPromosOf, runningPromoPercent } from "./service.ts";

export interface PromoRoutesOptions {
  /** Voucher checks per IP per minute (DESIGN.md section 6); default 30. */
  voucherLimitPerMinute?: number;
}

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const truthy = (v: unknown) => v === "true" || v === "1" || v === true;

/** The signed-in user when the token's user is the given id; otherwise a guest (undefined). */
function userFor(res: { locals: unknown }, id: unknown): UserRow | undefined {
  const user = (res.locals as { user?: UserRow }).user;
  return user && String(id) === String(user.id) ? user : undefined;
}

export function promoRoutes(db: Db, options: PromoRoutesOptions = {}): Router {
  const router = Router();
  const maybeUser = optionalUser(db);

  /**
   * The seed's voucher check. Wire format kept from the seed's client, whose mapping is inverted:
   * message 'found' means NOT found; 'exp' expired; 'unused' used up (quota reached, or this user
   * already holds or spent it). Otherwise the voucher.
   */
  router.get(
    "/voucher/:code/:userId",
    rateLimit({ db, name: "voucher-ip", limit: options.voucherLimitPerMinute ?? 30, windowSeconds: 60, key: clientIp }),
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const code = String(req.params.code ?? "").trim();
      const user = userFor(res, req.params.userId);
      const found = code === "" || code.length > 40 ? ({ state: "missing" } as const) : await findVoucher(db, code, user?.id);
      const wire = { missing: ["found", "voucherNotFound"], expired: ["exp", "voucherExpired"], used: ["unused", "voucherUsed"] } as const;
      if (found.state !== "ok") {
        const [message, key] = wire[found.state];
        res.json({ status: "error", message, text: translate(lang, key) });
        return;
      }
      res.json({ status: "success", data: { value: found.voucher.value, nominal: found.voucher.nominal, code: found.voucher.code } });
    }),
  );

  router.get(
    "/promo/by-property/:id",
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const id = positiveId.safeParse(req.params.id);
      const [property] = id.success ? await db.select({ promoPercent: properties.promoPercent, isReferral: properties.isReferral }).from(properties).where(eq(properties.id, id.data)) : [];
      if (!property) throw new ApiError(404, translate(lang, "propertyNotFound"));
      const isLogin = truthy(req.query.isLogin);
      const site = await runningPromoPercent(db, "site", "hotel");
      const member = isLogin ? await runningPromoPercent(db, "login") : 0;
      const user = req.query.userId !== undefined ? userFor(res, req.query.userId) : undefined;
      if (req.query.userId !== undefined && (res.locals as { user?: UserRow }).user && !user) {
        throw new ApiError(403, translate(lang, "forbidden"), { code: "forbidden" });
      }
      const remaining = user ? Math.min(REFERRAL_PROMO_CAP_PERCENT, (await referrerPromosOf(db, user.id)).filter((p) => !p.isUsed).reduce((s, p) => s + p.promoPercent, 0)) : 0;
      res.json({
        status: "success",
        data: {
          promo: site + member,
          promoProperty: property.promoPercent,
          referral: { guest: property.isReferral ? REFERRAL_GUEST_PERCENT : 0 },
          user: { reff_results: { remaining } },
        },
      });
    }),
  );

  router.get(
    "/promo/referral/check/:code/:userId",
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const referrer = await findReferrer(db, String(req.params.code ?? ""));
      const user = userFor(res, req.params.userId);
      const own = referrer && (referrer.id === user?.id || String(referrer.id) === String(req.params.userId));
      if (!referrer || own) throw new ApiError(404, translate(lang, "referralCodeNotFound"), { code: "referral_not_found" });
      res.json({ status: "success", data: { code: String(req.params.code).trim().toUpperCase(), percent: REFERRAL_GUEST_PERCENT } });
    }),
  );

  router.get(
    "/promo/referral/for-referrer/:id",
    requireUser(db),
    requireSameUser((req) => req.params.id),
    handle(async (_req, res) => {
      const { user } = authLocals(res);
      const list = await referrerPromosOf(db, user.id);
      res.json({ status: "success", data: list.map((p) => ({ id: p.id, promo_percent: p.promoPercent, is_used: p.isUsed ? 1 : 0 })) });
    }),
  );

  router.get(
    "/promo/all",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const kinds = truthy(req.query.isLogin) ? ["site", "login"] : ["site"];
      const running = await db
        .select({ id: promos.id, code: promos.code, kind: promos.kind, titleId: promos.titleId, titleEn: promos.titleEn, value: promos.value, product: promos.product })
        .from(promos)
        .where(and(sql`${promos.kind} in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`, sql`(${promos.startsAt} is null or ${promos.startsAt} <= now()) and (${promos.endsAt} is null or ${promos.endsAt} > now())`, sql`(${promos.product} is null or ${promos.product} = 'hotel')`))
        .orderBy(promos.sort);
      const list: { id: number | string; code: string; kind: string; title: string; value: number }[] = running.map((p) => ({ id: p.id, code: p.code, kind: p.kind, title: lang === "en" ? p.titleEn : p.titleId, value: p.value }));
      const roomId = positiveId.safeParse(req.query.roomId);
      if (roomId.success) {
        const [room] = await db.select({ isPromo: rooms.isPromo, promoPercent: rooms.promoPercent, promoName: rooms.promoName }).from(rooms).where(eq(rooms.id, roomId.data));
        if (room?.isPromo && room.promoPercent > 0) list.unshift({ id: `room-${roomId.data}`, code: room.promoName ?? "ROOM", kind: "room", title: room.promoName ?? "", value: room.promoPercent });
      }
      if (list.length === 0) {
        res.status(404).json({ status: "error", message: translate(lang, "promoNotFound") });
        return;
      }
      res.json({ status: "success", data: list });
    }),
  );

  /** Site-wide promo percent of a product: `data.promo{product}` (e.g. promohotel). */
  router.get(
    "/promo/:product",
    handle(async (req, res) => {
      const product = String(req.params.product);
      if (!/^[a-z_]{1,30}$/.test(product)) throw new ApiError(404, translate(locals(res).lang, "notFound"));
      res.json({ status: "success", data: { [`promo${product}`]: await runningPromoPercent(db, "site", product) } });
    }),
  );

  return router;
}
