import { describe, expect, it } from "vitest";
import { drawableDeep, drawableText } from "./drawable-text.ts";

describe("drawableText (what Helvetica in the voucher PDF can print)", () => {
  it("keeps Latin-1 and the Windows-1252 extras", () => {
    expect(drawableText("Café Résidence – “Bali” € 5")).toBe("Café Résidence – “Bali” € 5");
  });
  it("replaces each emoji (its joiners and modifiers with it) by one visible ?, keeping the rest (issue 22)", () => {
    expect(drawableText("Villa 🌴 Asri")).toBe("Villa ? Asri");
    expect(drawableText("Family 👨‍👩‍👧 room 👍🏽")).toBe("Family ? room ?");
    expect(drawableText("Flag 🇮🇩!")).toBe("Flag ?!");
    expect(drawableText("😀Dewi")).toBe("?Dewi");
  });
  it("strips marks Latin-1 lacks and marks other scripts with ?", () => {
    expect(drawableText("Şişli Ōsaka")).toBe("Sisli Osaka");
    expect(drawableText("酒店")).toBe("??");
  });
  it("walks objects and arrays, leaving dates and numbers", () => {
    const at = new Date("2026-11-24T17:30:00Z");
    expect(drawableDeep({ name: "A 🌴", n: 2, at, list: [{ s: "ü😀" }] })).toEqual({
      name: "A ?",
      n: 2,
      at,
      list: [{ s: "ü?" }],
    });
  });
});
