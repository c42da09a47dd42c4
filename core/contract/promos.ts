// /v1 promos, vouchers and referrals of the reservation form (seeds 001 and 002 section 7)
// (api/promos).
import { z } from "zod";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { flag, positiveId } from "./fields.ts";

export interface Voucher {
  /** Percent off. */
  value: number;
  /** Rupiah off. */
  nominal: number;
  code: string;
}

/**
 * The seed's voucher check, wire format kept from the seed's client, whose mapping is inverted:
 * message 'found' means NOT found; 'exp' expired; 'unused' used up (quota reached, or this user
 * already holds or spent it). These refusals answer 200.
 */
export type VoucherCheckAnswer =
  | Success<Voucher>
  | { status: "error"; message: "found" | "exp" | "unused"; text: string };

export interface PromoForProperty {
  /** Site promo percent, plus the members' percent when `isLogin`. */
  promo: number;
  promoProperty: number;
  referral: { guest: number };
  /** Percent of the caller's unused referrer promos, capped. */
  user: { reff_results: { remaining: number } };
}

export interface ReferralCheck {
  code: string;
  percent: number;
}

export interface ReferrerPromo {
  id: number;
  promo_percent: number;
  is_used: 0 | 1;
}

/**
 * A promo as the gallery, its detail page and the reservation form see it (seed 002 section 3:
 * id, code, images, image_url, image_url_500, term_and_conditions, btn_link, btn_text). The
 * room's own promo (id `room-{roomId}`) has no picture, terms or button.
 */
export interface PromoListItem {
  id: number | string;
  code: string;
  kind: string;
  title: string;
  value: number;
  /** The banner (2:1); `images` and `image_url` are the same URL, the seed's client reads both. */
  images: string | null;
  image_url: string | null;
  /** The 500 px wide variant when the stored image has one, else the same URL. */
  image_url_500: string | null;
  /** HTML in the caller's language, sanitised by /v1 (sanitize-html allow-list). */
  term_and_conditions: string;
  /** True when `code` is a voucher a traveller can enter at checkout; pages show the code only then. */
  redeemable: boolean;
  /** The optional button: text in the caller's language and a safe link (a site path or http(s)); both or neither. */
  btn_text: string | null;
  btn_link: string | null;
}

const wireUserId = z.string().meta({ description: "the caller's user id, or 0 for a guest" });
const isLogin = flag.meta({ description: "add the members' promo (true)" });

export const promos = {
  voucher: endpoint<VoucherCheckAnswer>()("GET /voucher/:code/:userId", {
    access: "optional-bearer",
    description:
      "The voucher check. With the user's bearer token a voucher this user already holds or spent is 'unused'; without it the code is checked as a guest's. Rate limited: 30 per minute per IP.",
    params: z.object({
      code: z.string().meta({ description: "the voucher code, at most 40 characters (longer: not found)" }),
      userId: wireUserId,
    }),
    answer: "VoucherCheckAnswer",
  }),
  byProperty: endpoint<Success<PromoForProperty>>()("GET /promo/by-property/:id", {
    access: "optional-bearer",
    description:
      "The promos that apply on the property's reservation form. Unknown property: 404; a `userId` not the token's: 403.",
    params: z.object({ id: positiveId }),
    query: z.object({
      isLogin,
      userId: z.string().optional().meta({ description: "the caller's user id, for the referrer promos" }),
    }),
    answer: "Success<PromoForProperty>",
  }),
  referralCheck: endpoint<Success<ReferralCheck>>()("GET /promo/referral/check/:code/:userId", {
    access: "optional-bearer",
    description: "A referral code's guest percent. Unknown, or the caller's own: 404 `referral_not_found`.",
    params: z.object({ code: z.string(), userId: wireUserId }),
    answer: "Success<ReferralCheck>",
  }),
  forReferrer: endpoint<Success<ReferrerPromo[]>>()("GET /promo/referral/for-referrer/:id", {
    access: "bearer",
    description: "The caller's referrer promos (earned when someone booked with their code).",
    params: z.object({ id: z.string().meta({ description: "the caller's user id" }) }),
    answer: "Success<ReferrerPromo[]>",
  }),
  all: endpoint<Success<PromoListItem[]>>()("GET /promo/all", {
    access: "app-key",
    description:
      "Every running promo a visitor can see (carousel, banner, popup, site-wide; with `isLogin`, the members' too) in display order, with picture, terms and button; the room's own promo first when `roomId` has one. None: 404 'voucher not found'.",
    query: z.object({ isLogin, roomId: z.string().optional().meta({ description: "a room id" }) }),
    answer: "Success<PromoListItem[]>",
  }),
  detail: endpoint<Success<PromoListItem>>()("GET /promo/detail/:id", {
    access: "app-key",
    description:
      "One running promo for its page (/promo/{id}): picture, terms as sanitised HTML, the optional button. Unknown or not running: 404.",
    params: z.object({ id: z.string().meta({ description: "the promo id" }) }),
    answer: "Success<PromoListItem>",
  }),
  product: endpoint<Success<Record<string, number>>>()("GET /promo/:product", {
    access: "app-key",
    description:
      "The site-wide promo percent of a product as `data.promo{product}` (e.g. `promohotel`). A product not `[a-z_]{1,30}`: 404.",
    params: z.object({ product: z.string().regex(/^[a-z_]{1,30}$/) }),
    answer: "Success<Record<string, number>>",
  }),
};
