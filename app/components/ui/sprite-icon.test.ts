// The sprite file and the names the code may use are the same set: a name without a drawing would
// be an empty icon, a drawing without a name dead weight in every page's cached file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACILITY_ICONS, SPRITE_NAMES } from "./sprite-icon.tsx";

const sprite = readFileSync(new URL("./icon-sprite.svg", import.meta.url), "utf8");

describe("icon sprite", () => {
  it("draws exactly the named icons, each with its own viewBox", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="[\d. ]+"/g)].map((m) => m[1]);
    const named = [...SPRITE_NAMES, ...FACILITY_ICONS.map((key) => `facility-${key}`)];
    expect(symbols.toSorted()).toEqual(named.toSorted());
    expect(sprite.match(/<symbol /g)).toHaveLength(named.length);
  });
});
