import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ratingField, ratingStars, reviewRatingsShape, reviewTextField } from "./review.ts";

describe("review rules", () => {
  it("takes ratings 1..10 (half a star to five stars), as numbers or form text", () => {
    expect(ratingField.parse("1")).toBe(1);
    expect(ratingField.parse(10)).toBe(10);
    expect(ratingField.parse(" 7 ")).toBe(7);
    for (const bad of ["", "0", 0, "11", "4.5", "abc", undefined, null]) {
      const result = ratingField.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("reviewIncomplete");
    }
  });

  it("needs a non-empty text, trimmed, at most 2000 characters", () => {
    expect(reviewTextField.parse("  Bersih.  ")).toBe("Bersih.");
    expect(reviewTextField.safeParse("   ").error?.issues[0]?.message).toBe("reviewIncomplete");
    expect(reviewTextField.safeParse(undefined).error?.issues[0]?.message).toBe("reviewIncomplete");
    expect(reviewTextField.safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe("tooLong");
  });

  it("says 'complete the form' for every missing part at once", () => {
    const result = z.object(reviewRatingsShape).safeParse({ cleanliness: "2", comfort: "", review: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["comfort", "reviewIncomplete"],
      ["food", "reviewIncomplete"],
      ["location", "reviewIncomplete"],
      ["service", "reviewIncomplete"],
      ["review", "reviewIncomplete"],
    ]);
  });

  it("shows a stored rating as stars", () => {
    expect(ratingStars(7)).toBe(3.5);
    expect(ratingStars(10)).toBe(5);
  });
});
