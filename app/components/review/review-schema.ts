// The review form's one schema (the action parses it; the browser checks with it): the five
// ratings and the text of core/rules/review.ts. The booking comes from the link's query string.
import { z } from "zod";
import { reviewRatingsShape } from "#core/rules/review.ts";

export const reviewFormSchema = z.object(reviewRatingsShape);
