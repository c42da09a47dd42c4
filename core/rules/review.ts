// Guest reviews (seed 002 sections 3, 4, 5, 7): five ratings given as stars with halves and stored
// times two (a half star is 1, five stars 10), and the text. Every rating non-zero and the text
// non-empty, otherwise the one message 'complete the form'.
import { z } from "zod";

export const REVIEW_CATEGORIES = ["cleanliness", "comfort", "food", "location", "service"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

/** A half star. */
export const RATING_MIN = 1;
/** Five stars. */
export const RATING_MAX = 10;
export const REVIEW_TEXT_MAX = 2000;

/** daily is a nightly booking; the others are the long stays. */
export const REVIEW_TYPES = ["daily", "weekly", "monthly", "yearly"] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export function isReviewType(value: unknown): value is ReviewType {
  return typeof value === "string" && (REVIEW_TYPES as readonly string[]).includes(value);
}

/** A stored rating (1..10) as stars (0.5..5). */
export const ratingStars = (rating: number): number => rating / 2;

/** A rating as the form and the seed's client send it: "" or absent or 0 is not given. */
export const ratingField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v.trim()) : v),
  z
    .number({ message: "reviewIncomplete" })
    .int({ message: "reviewIncomplete" })
    .min(RATING_MIN, { message: "reviewIncomplete" })
    .max(RATING_MAX, { message: "reviewIncomplete" }),
);

/** The review text: trimmed, required, at most REVIEW_TEXT_MAX characters. */
export const reviewTextField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v),
  z
    .string({ message: "reviewIncomplete" })
    .min(1, { message: "reviewIncomplete" })
    .max(REVIEW_TEXT_MAX, { message: "tooLong" }),
);

/** The five ratings and the text, as one shape (the /v1 body and the page's form both use it). */
export const reviewRatingsShape = {
  cleanliness: ratingField,
  comfort: ratingField,
  food: ratingField,
  location: ratingField,
  service: ratingField,
  review: reviewTextField,
};
