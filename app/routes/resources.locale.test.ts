import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./resources.locale.ts";

describe("POST /resources/locale's redirectTo", () => {
  it("keeps same-site paths and drops a stale lng", () => {
    expect(safeRedirectPath("/villas?city=1&lng=en#map")).toBe("/villas?city=1#map");
  });

  it("never leaves the site, whatever the dot segments, slashes or control characters", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example/x",
      "/..//evil.example",
      "/a/..//evil.example",
      "/\t/evil.example",
      "https://evil.example",
      "evil",
    ]) {
      const target = safeRedirectPath(value);
      expect(new URL(target, "http://local").origin, value).toBe("http://local");
      expect(target.startsWith("//"), value).toBe(false);
    }
  });
});
