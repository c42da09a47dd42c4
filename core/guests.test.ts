import { describe, expect, it } from "vitest";
import { HOME_GUEST_MAX, LIST_GUEST_MAX, parseGuestCount, RESERVATION_GUEST_MAX } from "./guests.ts";

describe("guest limits", () => {
  it("match the seeds", () => {
    expect(LIST_GUEST_MAX).toBe(20);
    expect(HOME_GUEST_MAX).toBe(5);
    expect(RESERVATION_GUEST_MAX).toBe(8);
  });
});

describe("parseGuestCount", () => {
  const list = { max: LIST_GUEST_MAX };

  it("reads a plain count", () => {
    expect(parseGuestCount("1", list)).toBe(1);
    expect(parseGuestCount("4", list)).toBe(4);
    expect(parseGuestCount("20", list)).toBe(20);
    expect(parseGuestCount(" 03 ", list)).toBe(3);
  });

  it("treats empty, '0' and missing as the minimum", () => {
    expect(parseGuestCount("", list)).toBe(1);
    expect(parseGuestCount("   ", list)).toBe(1);
    expect(parseGuestCount("0", list)).toBe(1);
    expect(parseGuestCount("000", list)).toBe(1);
    expect(parseGuestCount(null, list)).toBe(1);
    expect(parseGuestCount(undefined, list)).toBe(1);
  });

  it("treats anything but plain digits as the minimum", () => {
    for (const bad of ["abc", "-2", "2.5", "3x", "1e1", "+3", "0x10", "Infinity", "NaN"]) {
      expect(parseGuestCount(bad, list)).toBe(1);
    }
  });

  it("caps at the maximum", () => {
    expect(parseGuestCount("21", list)).toBe(20);
    expect(parseGuestCount("99999999999999999999999", list)).toBe(20);
    expect(parseGuestCount("9", { max: RESERVATION_GUEST_MAX })).toBe(8);
    expect(parseGuestCount("6", { max: HOME_GUEST_MAX })).toBe(5);
  });

  it("honours a custom minimum", () => {
    expect(parseGuestCount("", { min: 2, max: 8 })).toBe(2);
    expect(parseGuestCount("1", { min: 2, max: 8 })).toBe(2);
    expect(parseGuestCount("5", { min: 2, max: 8 })).toBe(5);
  });
});
