import { describe, expect, it } from "vitest";
import { resources } from "#core/locales/resources.ts";
import { cataloguesJson } from "./embed.ts";

describe("cataloguesJson", () => {
  const all = resources.en as unknown as Record<string, unknown>;

  it("is the wanted catalogues' JSON with < escaped, as root wrote it per request", () => {
    const wanted = ["common", "villas", "no-such"];
    const expected = JSON.stringify({ common: all.common, villas: all.villas }).replace(/</g, "\\u003c");
    expect(cataloguesJson(all, wanted)).toBe(expected);
    expect(cataloguesJson(all, null)).toBe(JSON.stringify(all).replace(/</g, "\\u003c"));
    expect(cataloguesJson({ x: { a: "</script>" } }, null)).toBe('{"x":{"a":"\\u003c/script>"}}');
  });

  it("tells lists and languages apart", () => {
    expect(cataloguesJson(all, ["common"])).not.toBe(cataloguesJson(all, ["common", "villas"]));
    const id = resources.id as unknown as Record<string, unknown>;
    expect(cataloguesJson(id, ["common"])).toBe(JSON.stringify({ common: id.common }));
    expect(cataloguesJson(id, ["common"])).not.toBe(cataloguesJson(all, ["common"]));
  });
});
