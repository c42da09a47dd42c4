import { describe, expect, it } from "vitest";
import {
  CHECKOUT_KEY_PATTERN,
  checkoutHref,
  checkoutKey,
  detailHref,
  parseId,
  periodOfPath,
  readNotices,
  readStayChoice,
} from "./stay-query.ts";

const rules = { today: "2026-11-24", choices: [1, 2, 3, 4, 6, 9, 12], capacity: 4 };
const read = (query: string) => readStayChoice(new URLSearchParams(query), rules);

describe("readStayChoice", () => {
  it("reads a check-in in the URL form and in the date input's form", () => {
    expect(read("checkIn=12-01-2026&length=3&guest=2")).toEqual({
      choice: { checkIn: "2026-12-01", length: 3, guest: 2 },
      notices: [],
    });
    expect(read("checkIn=2026-12-01").choice.checkIn).toBe("2026-12-01");
  });

  it("defaults to no check-in, the first length and 1 guest (seed 002 section 4)", () => {
    expect(read("")).toEqual({ choice: { checkIn: null, length: 1, guest: 1 }, notices: [] });
    expect(read("checkIn=junk&length=abc&guest=-3").choice).toEqual({ checkIn: null, length: 1, guest: 1 });
  });

  it("resets a past check-in to today with 'Minimal today'", () => {
    expect(read("checkIn=11-20-2026")).toEqual({
      choice: { checkIn: "2026-11-24", length: 1, guest: 1 },
      notices: ["minToday"],
    });
  });

  it("brings a check-in past the 90-day window back to its last day", () => {
    expect(read("checkIn=2027-06-01")).toEqual({
      choice: { checkIn: "2027-02-22", length: 1, guest: 1 },
      notices: ["tooFar"],
    });
  });

  it("keeps only the lengths divisible by the billing period", () => {
    expect(readStayChoice(new URLSearchParams("length=4"), { ...rules, choices: [3, 6, 9, 12] }).choice.length).toBe(3);
    expect(read("length=9").choice.length).toBe(9);
  });

  it("caps guests at the capacity with 'Max {capacity} guest(s)', and at least 1", () => {
    expect(read("guest=7")).toEqual({ choice: { checkIn: null, length: 1, guest: 4 }, notices: ["guestsMax"] });
    // Issue 22: a typed 0 is corrected and told (seed 002 section 5: minimum 1), so booking stops on the detail.
    expect(read("guest=0")).toEqual({ choice: { checkIn: null, length: 1, guest: 1 }, notices: ["guestsMin"] });
  });
});

describe("paths", () => {
  it("names the period of a long-stay path", () => {
    expect(periodOfPath("/stay-weekly")).toBe("weekly");
    expect(periodOfPath("/stay-yearly/12")).toBe("yearly");
    expect(periodOfPath("/stay-monthly/checkout/reservation-form")).toBe("monthly");
    expect(periodOfPath("/stay-daily")).toBeNull();
  });

  it("builds the links between detail and checkout with the choice", () => {
    const choice = { checkIn: "2026-12-01", length: 3, guest: 2 };
    expect(detailHref("monthly", 7, choice, ["minToday"])).toBe(
      "/stay-monthly/7?checkIn=12-01-2026&length=3&guest=2&notice=minToday",
    );
    expect(checkoutHref("weekly", 7, choice, { room: 5, payment: "full" })).toBe(
      "/stay-weekly/checkout/reservation-form?propertyId=7&checkIn=12-01-2026&length=3&guest=2&room=5&payment=full",
    );
  });

  it("keeps the checkout's form key in its links, and makes a new one for anything else", () => {
    const key = "0f8e2c1a-5b7d-4e3f-9a6b-2c4d6e8f0a1b";
    expect(checkoutHref("yearly", 7, { checkIn: "2026-12-01", length: 1, guest: 1 }, { key })).toContain(`&key=${key}`);
    expect(checkoutKey(key)).toBe(key);
    for (const junk of [null, "", "abc", `${key}x`, "%00"]) expect(checkoutKey(junk)).toMatch(CHECKOUT_KEY_PATTERN);
    expect(checkoutKey("abc")).not.toBe(checkoutKey("abc"));
  });

  it("reads ids and notices strictly", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId("0")).toBeNull();
    expect(parseId("99999999999")).toBeNull();
    expect(parseId("1e3")).toBeNull();
    expect(readNotices(new URLSearchParams("notice=minToday&notice=evil"))).toEqual(["minToday"]);
  });
});
