// GET /review/{propertyId}: the review summary of a property page (seed 001 section 3, seed 002
// section 3). Posting a review and looking one up by order are another module's.
import { Router } from "express";
import { sql } from "drizzle-orm";
import { formatShortDate, todayInJakarta } from "#core/dates.ts";
import {
  properties,
  REVIEWS_PAGE_SIZE,
  type AnswerOf,
  type ReviewItem,
  type ReviewRecord,
  type ReviewSummary,
} from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate, type Lang } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";

interface SummaryRow extends Record<string, unknown> {
  found: boolean;
  total: number | string;
  cleanliness: number | string | null;
  comfort: number | string | null;
  food: number | string | null;
  location: number | string | null;
  service: number | string | null;
  items: (Omit<ReviewRecord, "order_id" | "reservation_type"> & { name: string })[];
}

/** A mean on the 0-10 scale with one decimal, half up: sum and count are whole numbers. */
export function meanOneDecimal(sum: number, count: number): number {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : 0;
}

/** "21 Nov 2026" / "17 Agu 2026": the Asia/Jakarta date of the instant. */
export function reviewDate(instant: string | Date, lang: Lang): string {
  const day = todayInJakarta(new Date(instant));
  return `${formatShortDate(day, lang)} ${day.slice(0, 4)}`;
}

/**
 * Averages over every review of the property (sums in SQL, one rounding here) and one page of the
 * newest: one query. null for an unknown or inactive property.
 */
export async function reviewSummary(
  db: Db,
  propertyId: number,
  pageNumber: number,
  lang: Lang,
): Promise<ReviewSummary | null> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`select exists (select 1 from properties where id = ${propertyId} and is_active) as found,
        count(*) as total, sum(cleanliness) as cleanliness, sum(comfort) as comfort, sum(food) as food,
        sum(location) as location, sum(service) as service,
        (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'created_at', r.created_at,
           'cleanliness', r.cleanliness, 'comfort', r.comfort, 'food', r.food, 'location', r.location, 'service', r.service,
           'review', r.review, 'review_answer', r.review_answer) order by r.created_at desc, r.id desc), '[]'::json)
         from (select * from reviews where property_id = ${propertyId} order by created_at desc, id desc
               limit ${REVIEWS_PAGE_SIZE} offset ${(pageNumber - 1) * REVIEWS_PAGE_SIZE}) r) as items
      from reviews where property_id = ${propertyId}`,
  );
  if (!row?.found) return null;
  const total = Number(row.total);
  const sums = [row.cleanliness, row.comfort, row.food, row.location, row.service].map((value) => Number(value ?? 0));
  const data: ReviewItem[] = row.items.map((item) => ({
    id: item.id,
    name: item.name,
    created_at_format: reviewDate(item.created_at, lang),
    avg: meanOneDecimal(item.cleanliness + item.comfort + item.food + item.location + item.service, 5),
    review: item.review,
    review_answer: item.review_answer,
  }));
  return {
    total_data: total,
    avg: meanOneDecimal(
      sums.reduce((a, b) => a + b, 0),
      total * 5,
    ),
    cleanliness_avg: meanOneDecimal(sums[0]!, total),
    comfort_avg: meanOneDecimal(sums[1]!, total),
    food_avg: meanOneDecimal(sums[2]!, total),
    location_avg: meanOneDecimal(sums[3]!, total),
    service_avg: meanOneDecimal(sums[4]!, total),
    page: pageNumber,
    totalPage: Math.ceil(total / REVIEWS_PAGE_SIZE),
    data,
  };
}

export function propertyReviewRoutes(db: Db): Router {
  const router = Router();
  router.get(
    properties.reviews.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { propertyId } = parseInput(properties.reviews.params, req.params, lang);
      const { page: pageNumber } = parseInput(properties.reviews.query, req.query, lang);
      const summary = await reviewSummary(db, propertyId, pageNumber, lang);
      if (!summary) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: summary } satisfies AnswerOf<typeof properties.reviews>);
    }),
  );
  return router;
}
