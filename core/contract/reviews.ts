// Guest reviews on /v1 (seed 002 sections 3 and 7): the lookup of a booking's review and the post
// from the check-out mail's link (api/reviews). The summary on property pages is properties.reviews.
import { z } from "zod";
import { isEmail, normalizeEmail } from "../rules/contact.ts";
import { REVIEW_TYPES, reviewRatingsShape, type ReviewType } from "../rules/review.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { requiredText } from "./fields.ts";

/** One guest's review of one booking, ratings stored x2 (1 is half a star, 10 five stars). */
export interface ReviewRecord {
  id: number;
  order_id: string;
  reservation_type: ReviewType;
  cleanliness: number;
  comfort: number;
  food: number;
  location: number;
  service: number;
  review: string;
  review_answer: string | null;
  created_at: string;
}

/**
 * What the link may do now (with its token): open (a review may be posted), reviewed (one exists),
 * invalidLink (no token or a wrong one), notFound (no such booking of that email), tooEarly (the
 * stay has not ended, or the booking was never paid).
 */
export type ReviewLinkState = "open" | "reviewed" | "invalidLink" | "notFound" | "tooEarly";

/** The stay a review link is for: the review page names it (issue 22). Dates YYYY-MM-DD. */
export interface ReviewedStay {
  property_name: string;
  check_in: string;
  check_out: string;
}

export interface ReviewLookup extends Success<ReviewRecord | null> {
  link: ReviewLinkState;
  /** The stay, only when the link may review it now (`link` is open). */
  stay: ReviewedStay | null;
}

const linkShape = {
  email: z.preprocess(
    normalizeEmail,
    z.string().min(1, { message: "required" }).refine(isEmail, { message: "emailInvalid" }),
  ),
  order_id: requiredText(64),
  reservation_type: z
    .enum(REVIEW_TYPES, { message: "invalidInput" })
    .meta({ description: "daily (a nightly booking), weekly, monthly or yearly" }),
  token: z
    .string()
    .max(128)
    .optional()
    .meta({ description: "the signature the check-out mail's link carries (HMAC of the booking with the app key)" }),
};

export const reviews = {
  lookup: endpoint<ReviewLookup>()("GET /review", {
    access: "app-key",
    description:
      "The review of a booking: data null or the existing review. `link` says what the link may do now (open, reviewed, invalidLink, notFound, tooEarly); without a valid token it is at best invalidLink. `stay` (property_name, check_in, check_out) names the stay when the link is open, else null.",
    query: z.object(linkShape),
    answer: "ReviewLookup",
  }),
  post: endpoint<Success<ReviewRecord>>()("POST /review", {
    access: "app-key",
    description:
      "Posts the review of a booking from the check-out mail's link: five ratings 1..10 (stars x2) and the text, all required ('complete the form'). Without a valid token: 403 `review_link_invalid`; no such booking of that email: 404; the stay not ended: 409 `review_too_early`; already reviewed: 409 `review_exists`. 201 with the review.",
    body: z.object({ ...reviewRatingsShape, ...linkShape }),
    answer: "Success<ReviewRecord>",
  }),
  demoCheckOut: endpoint<Success<{ order_id: string }>>()("POST /dev/check-out", {
    access: "app-key",
    description:
      "Demo mode only (sandbox payments, no SMTP): ends one paid nightly stay now (checked out, the review mail in the demo mailbox). Only for the browser that made the booking (its mailbox header); anything else 404.",
    body: z.object({ order_id: requiredText(64) }),
    answer: "Success<{ order_id: string }>",
  }),
};
