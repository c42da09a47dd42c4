import { describe, expect, it } from "vitest";
import { topUpAccess, topUpHref } from "./top-up-access.ts";

describe("topUpAccess", () => {
  it("asks a visitor to log in first", () => {
    expect(topUpAccess(false, { ios: 1, android: 1 })).toBe("login");
    expect(topUpAccess(false, null)).toBe("login");
  });

  it("opens the store when either platform flag is 1", () => {
    expect(topUpAccess(true, { ios: 1, android: 0 })).toBe("open");
    expect(topUpAccess(true, { ios: 0, android: 1 })).toBe("open");
  });

  it("is unavailable when both flags are off or the status is unknown", () => {
    expect(topUpAccess(true, { ios: 0, android: 0 })).toBe("unavailable");
    expect(topUpAccess(true, null)).toBe("unavailable");
  });

  it("links to the store with the chosen type", () => {
    expect(topUpHref("pln")).toBe("/top-up/credits?type=pln");
  });
});
