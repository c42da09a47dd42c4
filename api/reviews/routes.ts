// The review of one booking (seed 002 sections 3, 4, 7; decision 026):
//   GET  /review?email&order_id&reservation_type[&token]  data null or the review, and what the link may do
//   POST /review                                           the review from the check-out mail's link
// A review is accepted only with the link's signature (token.ts), for a real booking of that email
// (nightly: reservations; long stays: long_stay_reservations of that type) whose stay has ended
// (checked out, or paid and past its departure at noon, Asia/Jakarta), once per booking (the
// unique index reviews_once_idx: a second post, even a concurrent one, inserts nothing).
import { Router } from "express";
import { sql } from "drizzle-orm";
import {
  reviews,
  type AnswerOf,
  type ReviewedStay,
  type ReviewLinkState,
  type ReviewRecord,
} from "#core/contract/index.ts";
import type { ReviewType } from "#core/rules/review.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";
import { isReviewToken } from "./token.ts";

interface Booking {
  propertyId: number;
  name: string;
  ended: boolean;
  /** What the review page shows of the stay being reviewed (issue 22). */
  stay: ReviewedStay;
}

interface Link {
  email: string;
  order_id: string;
  reservation_type: ReviewType;
  token?: string;
}

type BookingRow = {
  property_id: number;
  name: string;
  property_name: string;
  check_in: string;
  check_out: string;
  ended: boolean;
};

/** The booking of that order id, email and type, or null. `now` lets tests move the clock. */
export async function reviewableBooking(db: Db, link: Link, now = new Date()): Promise<Booking | null> {
  const at = sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta')`;
  const rows =
    link.reservation_type === "daily"
      ? await queryRows<BookingRow>(
          db,
          sql`select r.property_id, r.guest_name as name, p.name as property_name, r.arrival::text as check_in, r.departure::text as check_out,
                (r.status = 4 or ((r.status in (1, 7) or (r.status = 2 and r.status_pay in (1, 2))) and r.departure + time '12:00' < ${at})) as ended
              from reservations r join properties p on p.id = r.property_id
              where r.order_id = ${link.order_id} and lower(r.guest_email) = ${link.email}`,
        )
      : await queryRows<BookingRow>(
          db,
          sql`select l.property_id, l.name, p.name as property_name, l.check_in::text as check_in, l.check_out::text as check_out,
                (l.status = 'Check-Out' or (l.status = 'Settlement' and l.check_out + time '12:00' < ${at})) as ended
              from long_stay_reservations l join properties p on p.id = l.property_id
              where l.order_id = ${link.order_id} and lower(l.email) = ${link.email} and l.reservation_type = ${link.reservation_type}`,
        );
  const [row] = rows;
  return row
    ? {
        propertyId: Number(row.property_id),
        name: row.name,
        ended: Boolean(row.ended),
        stay: { property_name: row.property_name, check_in: row.check_in, check_out: row.check_out },
      }
    : null;
}

/** A stored review as the driver returns it (PGlite and pg differ on timestamps). */
type ReviewRow = Omit<ReviewRecord, "created_at"> & { created_at: string | Date } & Record<string, unknown>;

const RETURNING = sql`id, order_id, reservation_type, cleanliness, comfort, food, location, service, review, review_answer, created_at`;

function record(row: ReviewRow): ReviewRecord {
  return {
    id: Number(row.id),
    order_id: row.order_id,
    reservation_type: row.reservation_type,
    cleanliness: Number(row.cleanliness),
    comfort: Number(row.comfort),
    food: Number(row.food),
    location: Number(row.location),
    service: Number(row.service),
    review: row.review,
    review_answer: row.review_answer,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function existingReview(db: Db, link: Link): Promise<ReviewRecord | null> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`select ${RETURNING} from reviews
        where order_id = ${link.order_id} and lower(email) = ${link.email} and reservation_type = ${link.reservation_type}`,
  );
  return row ? record(row) : null;
}

/** What the link may do now, and the stay it reviews when the form is open. */
export async function linkState(
  db: Db,
  link: Link,
  existing: ReviewRecord | null,
  now = new Date(),
): Promise<{ state: ReviewLinkState; stay: ReviewedStay | null }> {
  if (!isReviewToken(link.token, { type: link.reservation_type, orderId: link.order_id, email: link.email }))
    return { state: "invalidLink", stay: null };
  if (existing) return { state: "reviewed", stay: null };
  const booking = await reviewableBooking(db, link, now);
  if (!booking) return { state: "notFound", stay: null };
  return booking.ended ? { state: "open", stay: booking.stay } : { state: "tooEarly", stay: null };
}

export function reviewRoutes(db: Db, options: { now?: () => Date } = {}): Router {
  const router = Router();
  const now = options.now ?? (() => new Date());

  router.get(
    reviews.lookup.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const link = parseInput(reviews.lookup.query, req.query, lang);
      const existing = await existingReview(db, link);
      // Only the link's holder learns whether a review exists (a guessed pair answers null).
      const { state, stay } = await linkState(db, link, existing, now());
      const shown = state === "reviewed" ? existing : null;
      res.json({ status: "success", data: shown, link: state, stay } satisfies AnswerOf<typeof reviews.lookup>);
    }),
  );

  router.post(
    reviews.post.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const body = parseInput(reviews.post.body, req.body, lang);
      if (!isReviewToken(body.token, { type: body.reservation_type, orderId: body.order_id, email: body.email })) {
        throw new ApiError(403, translate(lang, "reviewLinkInvalid"), { code: "review_link_invalid" });
      }
      const booking = await reviewableBooking(db, body, now());
      if (!booking) throw new ApiError(404, translate(lang, "reviewNotFound"), { code: "review_not_found" });
      if (!booking.ended) throw new ApiError(409, translate(lang, "reviewTooEarly"), { code: "review_too_early" });
      const [row] = await queryRows<ReviewRow>(
        db,
        sql`insert into reviews (property_id, reservation_type, order_id, email, name, cleanliness, comfort, food, location, service, review)
            values (${booking.propertyId}, ${body.reservation_type}, ${body.order_id}, ${body.email}, ${booking.name},
                    ${body.cleanliness}, ${body.comfort}, ${body.food}, ${body.location}, ${body.service}, ${body.review})
            on conflict do nothing
            returning ${RETURNING}`,
      );
      if (!row) throw new ApiError(409, translate(lang, "reviewExists"), { code: "review_exists" });
      res.status(201).json({ status: "success", data: record(row) } satisfies AnswerOf<typeof reviews.post>);
    }),
  );
  return router;
}
