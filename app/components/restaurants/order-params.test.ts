import { describe, expect, it } from "vitest";
import { onlyOrderParamsChanged, searchWith } from "./order-params.ts";

describe("restaurant product URL state", () => {
  it("sets and removes parameters, keeping the others", () => {
    expect(searchWith("?lng=en&photo=2", { photo: null })).toBe("?lng=en");
    expect(searchWith("", { outlet: "3", marketplace: null })).toBe("?outlet=3");
    expect(searchWith("?outlet=3&marketplace=7&order=1", { outlet: "4", marketplace: null, order: null })).toBe(
      "?outlet=4",
    );
    expect(searchWith("?photo=1", { photo: null })).toBe("");
  });

  it("skips a reload only when the outlet, marketplace, order, photo or UI parameters change", () => {
    const url = (s: string) => new URL(`http://x${s}`);
    expect(onlyOrderParamsChanged(url("/restaurants/detail/1"), url("/restaurants/detail/1?outlet=2"), ["modal"])).toBe(
      true,
    );
    expect(
      onlyOrderParamsChanged(url("/restaurants/detail/1?photo=1"), url("/restaurants/detail/1?modal=login"), ["modal"]),
    ).toBe(true);
    expect(onlyOrderParamsChanged(url("/restaurants/detail/1"), url("/restaurants/detail/2?outlet=2"), ["modal"])).toBe(
      false,
    );
    expect(
      onlyOrderParamsChanged(url("/restaurants/detail/1?lng=id"), url("/restaurants/detail/1?lng=en"), ["modal"]),
    ).toBe(false);
    // The very same URL is a deliberate reload.
    expect(
      onlyOrderParamsChanged(url("/restaurants/detail/1?outlet=2"), url("/restaurants/detail/1?outlet=2"), ["modal"]),
    ).toBe(false);
  });
});
