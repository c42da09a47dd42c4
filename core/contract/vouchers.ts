// /v1 voucher lists and the voucher-event claim of seed 002 section 7 (api/vouchers). The claim is
// idempotent per member: asking again answers the member's voucher of that event (decision 028).
import { z } from "zod";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { positiveId } from "./fields.ts";

/** A public voucher as the promo pages show it (seed 002 section 3, 'Promo or voucher'). */
export interface VoucherItem {
  id: number;
  code: string;
  title: string;
  /** The image (full URL path), as `images` and `image_url`; `image_url_500` is the 480-pixel one. */
  images: string;
  image_url: string;
  image_url_500: string;
  /** Terms as HTML, sanitised with sanitize-html. */
  term_and_conditions: string;
  btn_link: string | null;
  btn_text: string | null;
  /** Percent off (0 when nominal). */
  value: number;
  /** Rupiah off (0 when percent). */
  nominal: number;
  /** ISO timestamp, or null when it never expires. */
  expires_at: string | null;
}

/** The seed's claim result: `voucher_code` and `detail.gif_url`. */
export interface VoucherClaim {
  voucher_code: string;
  /** True when the member had already claimed at this event: the same voucher again. */
  already_claimed: boolean;
  detail: {
    gif_url: string;
    event_id: number;
    event_type: string;
    /** Percent off. */
    value: number;
    /** ISO timestamp the voucher expires. */
    expires_at: string | null;
  };
}

export const VOUCHER_OTHERS_MAX = 6;

export const vouchers = {
  all: endpoint<Success<VoucherItem[]>>()("GET /voucher/all", {
    access: "app-key",
    description:
      "Every active public voucher (not expired, not used up, not a member's event voucher), newest first. None: an empty list.",
    answer: "Success<VoucherItem[]>",
  }),
  active: endpoint<Success<VoucherItem>>()("GET /voucher/active/:id", {
    access: "app-key",
    description: "One active public voucher. Unknown, expired, used up or a member's own: 404 `voucher_not_found`.",
    params: z.object({ id: positiveId }),
    answer: "Success<VoucherItem>",
  }),
  others: endpoint<Success<VoucherItem[]>>()("GET /voucher/others", {
    access: "app-key",
    description: `Up to ${VOUCHER_OTHERS_MAX} other active public vouchers, without the one \`except\` names.`,
    query: z.object({
      except: z
        .preprocess((v) => (v === "" ? undefined : v), positiveId.optional())
        .meta({ description: "a voucher id to leave out" }),
    }),
    answer: "Success<VoucherItem[]>",
  }),
  claim: endpoint<Success<VoucherClaim>>()("GET /voucher-claim/random/:userId/:email", {
    access: "bearer",
    description:
      "Claims a voucher of the running voucher event for the caller (the path's user id and email must be the token's: else 403). Idempotent per member: a member who already claimed at that event gets the same voucher again (`already_claimed`), even after the event. `event` picks the event by type or id (default: the running one). Unknown or not started: 404 `event_not_found`; over: 410 `event_over`; every voucher claimed: 409 `event_quota_exhausted`. Safe under concurrency: one voucher per member and event, never more than the event's quota.",
    params: z.object({
      userId: z.string().meta({ description: "the caller's user id" }),
      email: z.string().meta({ description: "the caller's email" }),
    }),
    query: z.object({
      event: z
        .string()
        .max(60)
        .optional()
        .meta({ description: "the event's type (as in /voucher-event/{eventType}) or id" }),
    }),
    answer: "Success<VoucherClaim>",
  }),
};
