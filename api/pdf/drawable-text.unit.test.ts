import { describe, expect, it } from "vitest";
import { drawableDeep, drawableText } from "./drawable-text.ts";

describe("drawableText (what Helvetica in the voucher PDF can print)", () => {
  it.each([
    // Latin-1 and the Windows-1252 extras stay
    ["Café Résidence – “Bali” € 5", "Café Résidence – “Bali” € 5"],
    // each emoji (its joiners and modifiers with it) becomes one visible ?, the rest stays (issue 22)
    ["Villa 🌴 Asri", "Villa ? Asri"],
    ["Family 👨‍👩‍👧 room 👍🏽", "Family ? room ?"],
    ["Flag 🇮🇩!", "Flag ?!"],
    ["😀Dewi", "?Dewi"],
    // marks Latin-1 lacks are stripped, other scripts become ?
    ["Şişli Ōsaka", "Sisli Osaka"],
    ["酒店", "??"],
  ])("prints %j as %j", (text, printed) => {
    expect(drawableText(text)).toBe(printed);
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
