import { describe, expect, it } from "vitest";
import { formatKeptAt } from "./kept-at.ts";
import { webAppManifest } from "./manifest.ts";
import { formatKeep, formatKeepAlso, keepUntilAfter, keepUntilLatest, parseKeep, parseKeepAlso } from "./protocol.ts";

describe("how long the phone keeps a page", () => {
  it("until the end of the 30th day after the stay, in Asia/Jakarta", () => {
    // 30 days after 2026-12-01 is 2026-12-31; its end is 2027-01-01 00:00 WIB = 2026-12-31 17:00 UTC.
    expect(new Date(keepUntilAfter("2026-12-01")!).toISOString()).toBe("2026-12-31T17:00:00.000Z");
    expect(keepUntilAfter("01-12-2026")).toBeNull();
    expect(keepUntilAfter("")).toBeNull();
  });

  it("a list: after its last stay, and at least 30 days from now", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(keepUntilLatest([], now)).toBe(now + 30 * 86_400_000);
    expect(keepUntilLatest(["2026-01-01"], now)).toBe(now + 30 * 86_400_000);
    expect(keepUntilLatest(["2026-01-01", "2027-03-01", "bad"], now)).toBe(keepUntilAfter("2027-03-01"));
  });

  it("reads back only a time still to come", () => {
    const now = 1_000_000;
    expect(parseKeep(formatKeep(now + 1), now)).toBe(now + 1);
    expect(parseKeep(formatKeep(now), now)).toBeNull();
    expect(parseKeep("soon", now)).toBeNull();
    expect(parseKeep(null, now)).toBeNull();
  });

  it("keeps beside a page only this site's paths", () => {
    const header = formatKeepAlso([
      "/resources/download?order_id=A1",
      "https://evil.example/x",
      "//evil.example/x",
      "/a b",
      "/x,y",
    ]);
    expect(header).toBe("/resources/download?order_id=A1");
    expect(parseKeepAlso(`${header}, //evil.example/y, /reservation-check?order_id=A1&email=a%40b.c`)).toEqual([
      "/resources/download?order_id=A1",
      "/reservation-check?order_id=A1&email=a%40b.c",
    ]);
    expect(parseKeepAlso(null)).toEqual([]);
  });
});

describe("formatKeptAt", () => {
  it("says when a kept page was made, in WIB, the same on server and browser", () => {
    const at = Date.parse("2026-11-27T12:45:00Z");
    expect(formatKeptAt(at, "id")).toBe("27 Nov 2026, 19.45 WIB");
    expect(formatKeptAt(at, "en")).toBe("27 Nov 2026, 19:45 WIB");
    expect(formatKeptAt(Date.parse("2026-12-31T17:05:00Z"), "en")).toBe("1 Jan 2027, 00:05 WIB");
  });
});

describe("webAppManifest", () => {
  it("is one installable app in both languages, with Android's icon sizes", () => {
    const texts = { name: "Inap", shortName: "Inap", description: "d" };
    const id = webAppManifest("id", texts);
    const en = webAppManifest("en", texts);
    expect(id.id).toBe(en.id);
    expect([id.start_url, en.start_url]).toEqual(["/", "/?lng=en"]);
    expect(id).toMatchObject({ display: "standalone", scope: "/", theme_color: "#FA5900", lang: "id" });
    const icons = id.icons as { sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });
});
