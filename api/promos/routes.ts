// Promo, voucher and referral calls of seeds 001 and 002 (section 7). See docs/api.md.
import { Router } from "express";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { positiveId, promos as contract, type AnswerOf, type PromoListItem } from "#core/contract/index.ts";
import type { UserRow } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { promos, properties, rooms } from "../db/schema.ts";
import { authLocals, requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { parseInput } from "../http/validate.ts";
import { optionalUser } from "../reservations/optional-user.ts";
import { REFERRAL_PROMO_CAP_PERCENT } from "#core/pricing.ts";
import { toPromoItem } from "./view.ts";
import { findReferrer, findVoucher, REFERRAL_GUEST_PERCENT, referrerPromosOf, runningPromoPercent } from "./service.ts";

/** Promo kinds anyone sees in the gallery (the members' one, "login", only with isLogin). */
const VISIBLE_KINDS = ["carousel", "banner", "popup", "site"] as const;

export interface PromoRoutesOptions {
  /** Voucher checks per IP per minute (DESIGN.md section 6); default 30. */
  voucherLimitPerMinute?: number;
}

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
    contract.voucher.path,
    rateLimit({ db, name: "voucher-ip", limit: options.voucherLimitPerMinute ?? 30, windowSeconds: 60, key: clientIp }),
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const params = parseInput(contract.voucher.params, req.params, lang);
      const code = params.code.trim();
      const user = userFor(res, params.userId);
      const found =
        code === "" || code.length > 40 ? ({ state: "missing" } as const) : await findVoucher(db, code, user?.id);
      const wire = {
        missing: ["found", "voucherNotFound"],
        expired: ["exp", "voucherExpired"],
        used: ["unused", "voucherUsed"],
      } as const;
      if (found.state !== "ok") {
        const [message, key] = wire[found.state];
        res.json({ status: "error", message, text: translate(lang, key) } satisfies AnswerOf<typeof contract.voucher>);
        return;
      }
      res.json({
        status: "success",
        data: { value: found.voucher.value, nominal: found.voucher.nominal, code: found.voucher.code },
      } satisfies AnswerOf<typeof contract.voucher>);
    }),
  );

  router.get(
    contract.byProperty.path,
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      // A malformed id is a missing property (404), as the seed's client expects.
      const params = contract.byProperty.params.safeParse(req.params);
      const [property] = params.success
        ? await db
            .select({ promoPercent: properties.promoPercent, isReferral: properties.isReferral })
            .from(properties)
            .where(eq(properties.id, params.data.id))
        : [];
      if (!property) throw new ApiError(404, translate(lang, "propertyNotFound"));
      const { isLogin, userId } = parseInput(contract.byProperty.query, req.query, lang);
      const site = await runningPromoPercent(db, "site", "hotel");
      const member = isLogin ? await runningPromoPercent(db, "login") : 0;
      const user = userId !== undefined ? userFor(res, userId) : undefined;
      if (userId !== undefined && (res.locals as { user?: UserRow }).user && !user) {
        throw new ApiError(403, translate(lang, "forbidden"), { code: "forbidden" });
      }
      const remaining = user
        ? Math.min(
            REFERRAL_PROMO_CAP_PERCENT,
            (await referrerPromosOf(db, user.id)).filter((p) => !p.isUsed).reduce((s, p) => s + p.promoPercent, 0),
          )
        : 0;
      res.json({
        status: "success",
        data: {
          promo: site + member,
          promoProperty: property.promoPercent,
          referral: { guest: property.isReferral ? REFERRAL_GUEST_PERCENT : 0 },
          user: { reff_results: { remaining } },
        },
      } satisfies AnswerOf<typeof contract.byProperty>);
    }),
  );

  router.get(
    contract.referralCheck.path,
    maybeUser,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const params = parseInput(contract.referralCheck.params, req.params, lang);
      const referrer = await findReferrer(db, params.code);
      const user = userFor(res, params.userId);
      const own = referrer && (referrer.id === user?.id || String(referrer.id) === params.userId);
      if (!referrer || own)
        throw new ApiError(404, translate(lang, "referralCodeNotFound"), { code: "referral_not_found" });
      res.json({
        status: "success",
        data: { code: params.code.trim().toUpperCase(), percent: REFERRAL_GUEST_PERCENT },
      } satisfies AnswerOf<typeof contract.referralCheck>);
    }),
  );

  router.get(
    contract.forReferrer.path,
    requireUser(db),
    requireSameUser((req) => req.params.id),
    handle(async (_req, res) => {
      const { user } = authLocals(res);
      const list = await referrerPromosOf(db, user.id);
      res.json({
        status: "success",
        data: list.map((p) => ({ id: p.id, promo_percent: p.promoPercent, is_used: p.isUsed ? 1 : 0 })),
      } satisfies AnswerOf<typeof contract.forReferrer>);
    }),
  );

  /** The promos a visitor sees, running now, in display order; members' only with `isLogin`. */
  const visiblePromos = (isLogin: boolean, id?: number) =>
    db
      .select({
        ...getTableColumns(promos),
        // The promo's code is one a traveller can type at checkout only when a voucher has it.
        redeemable: sql<boolean>`exists (select 1 from vouchers v where upper(v.code) = upper("promos"."code"))`,
      })
      .from(promos)
      .where(
        and(
          inArray(promos.kind, isLogin ? [...VISIBLE_KINDS, "login"] : [...VISIBLE_KINDS]),
          id === undefined ? undefined : eq(promos.id, id),
          sql`(${promos.startsAt} is null or ${promos.startsAt} <= now()) and (${promos.endsAt} is null or ${promos.endsAt} > now())`,
        ),
      )
      .orderBy(asc(promos.sort), asc(promos.id));

  router.get(
    contract.all.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const query = parseInput(contract.all.query, req.query, lang);
      const list: PromoListItem[] = (await visiblePromos(query.isLogin)).map((row) => toPromoItem(row, lang));
      // A room id that is not one adds no room promo (never a 422: the list still answers).
      const roomId = positiveId.safeParse(query.roomId);
      if (roomId.success) {
        const [room] = await db
          .select({ isPromo: rooms.isPromo, promoPercent: rooms.promoPercent, promoName: rooms.promoName })
          .from(rooms)
          .where(eq(rooms.id, roomId.data));
        if (room?.isPromo && room.promoPercent > 0)
          list.unshift({
            id: `room-${roomId.data}`,
            code: room.promoName ?? "ROOM",
            kind: "room",
            title: room.promoName ?? "",
            value: room.promoPercent,
            images: null,
            image_url: null,
            image_url_500: null,
            term_and_conditions: "",
            redeemable: false,
            btn_text: null,
            btn_link: null,
          });
      }
      if (list.length === 0) {
        res.status(404).json({ status: "error", message: translate(lang, "promoNotFound") });
        return;
      }
      res.json({ status: "success", data: list } satisfies AnswerOf<typeof contract.all>);
    }),
  );

  /** One promo's page. The members' promo is shown to anyone: its terms say to log in. */
  router.get(
    contract.detail.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const id = positiveId.safeParse(contract.detail.params.parse(req.params).id);
      const [row] = id.success ? await visiblePromos(true, id.data) : [];
      if (!row) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: toPromoItem(row, lang) } satisfies AnswerOf<typeof contract.detail>);
    }),
  );

  /** Site-wide promo percent of a product: `data.promo{product}` (e.g. promohotel). */
  router.get(
    contract.product.path,
    handle(async (req, res) => {
      const params = contract.product.params.safeParse(req.params);
      if (!params.success) throw new ApiError(404, translate(locals(res).lang, "notFound"));
      const { product } = params.data;
      res.json({
        status: "success",
        data: { [`promo${product}`]: await runningPromoPercent(db, "site", product) },
      } satisfies AnswerOf<typeof contract.product>);
    }),
  );

  return router;
}
