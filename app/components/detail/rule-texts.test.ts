import { describe, expect, it } from "vitest";
import { cancellationText, checkInText, checkOutText, houseRules, otherRuleLines, refundText } from "./rule-texts.ts";
import { galleryView, locatePhoto } from "./gallery.ts";

describe("rule texts (seed 001 section 5)", () => {
  it("check-in: between with a second time, else after", () => {
    expect(checkInText({ checkin_first: "14:00", checkin_second: "16:00" })).toEqual({
      key: "rules.checkInBetween",
      values: { from: "14:00", to: "16:00" },
    });
    expect(checkInText({ checkin_first: "14:00", checkin_second: null })).toEqual({
      key: "rules.checkInAfter",
      values: { time: "14:00" },
    });
    expect(checkInText({ checkin_first: null, checkin_second: null })).toBeNull();
  });
  it("check-out: between when the first exists (with a second), else before", () => {
    expect(checkOutText({ checkout_first: "11:00", checkout_second: "12:00" })?.key).toBe("rules.checkOutBetween");
    expect(checkOutText({ checkout_first: null, checkout_second: "12:00" })).toEqual({
      key: "rules.checkOutBefore",
      values: { time: "12:00" },
    });
    expect(checkOutText({ checkout_first: "12:00", checkout_second: null })).toEqual({
      key: "rules.checkOutBefore",
      values: { time: "12:00" },
    });
  });
  it("cancellation and refund", () => {
    expect(cancellationText({ day_cancel: 7 })).toEqual({ key: "rules.cancelDays", values: { count: 7 } });
    expect(cancellationText({ day_cancel: 0 })).toEqual({ key: "rules.cancelDays", values: { count: 0 } });
    expect(cancellationText({ day_cancel: null })).toEqual({ key: "rules.notCancellable" });
    expect(refundText({ refund_persent: 50 })).toEqual({ key: "rules.refundPercent", values: { percent: 50 } });
    expect(refundText({ refund_persent: null })).toEqual({ key: "rules.noRefund" });
    expect(refundText({ refund_persent: 0 })).toEqual({ key: "rules.noRefund" });
  });
  it("house rules: 1 means not allowed; other rules by line", () => {
    expect(houseRules({ no_smoking: 1, no_pet: 0, no_party: 1 }).map((r) => r.key)).toEqual([
      "rules.noSmoking",
      "rules.noParties",
    ]);
    expect(otherRuleLines("One\n\n Two \r\nThree")).toEqual(["One", "Two", "Three"]);
  });
});

describe("gallery", () => {
  const empty = {
    exterior: [],
    lobi: [],
    bedroom: [],
    bathroom: [],
    living: [],
    dining: [],
    kitchen: [],
    swimming: [],
    indoor: [],
    outdoor: [],
    layout: [],
    lain_lain: [],
  };
  const groups = {
    ...empty,
    bedroom: [
      { image: "b1.webp", caption: "B1" },
      { image: "b2.webp", caption: "B2" },
    ],
    lain_lain: [{ image: "o.webp", caption: "O" }],
  };
  it("has the twelve categories with counts, in the seed's order", () => {
    const view = galleryView(groups, null, null);
    expect(view.categories.map((c) => c.slug)).toEqual([
      "exterior",
      "lobby",
      "bedroom",
      "bathroom",
      "living-room",
      "dining-room",
      "kitchen",
      "swimming",
      "indoor",
      "outdoor",
      "layout",
      "others",
    ]);
    expect(view.categories.find((c) => c.slug === "bedroom")?.count).toBe(2);
    expect(view.slug).toBe("bedroom");
  });
  it("clamps the photo and links prev/next", () => {
    expect(galleryView(groups, "bedroom", "2")).toMatchObject({ photo: 2, total: 2, prevPhoto: 1, nextPhoto: null });
    expect(galleryView(groups, "bedroom", "9").photo).toBe(2);
    expect(galleryView(groups, "kitchen", "1").slug).toBe("bedroom");
    expect(locatePhoto(groups, "o.webp")).toEqual({ slug: "others", photo: 1 });
  });
});
