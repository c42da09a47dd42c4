import { describe, expect, it } from "vitest";
import type { StaticDocument } from "./document.ts";
import { howToReserveDocument } from "./how-to-reserve.ts";
import { privacyDocument } from "./privacy.ts";
import { termsDocument } from "./terms.ts";

const text = (doc: StaticDocument) =>
  [...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join("\n");

describe.each(["id", "en"] as const)("static pages in %s", (lang) => {
  it("terms have 16 numbered clauses with a heading and text each", () => {
    const terms = termsDocument(lang);
    expect(terms.sections).toHaveLength(16);
    for (const section of terms.sections) {
      expect(section.heading.length).toBeGreaterThan(2);
      expect(section.paragraphs.join("").length).toBeGreaterThan(20);
    }
    expect(new Set(terms.sections.map((s) => s.heading)).size).toBe(16);
  });

  it("terms state every fact of seed 001 section 9", () => {
    const all = text(termsDocument(lang));
    const thousand = lang === "en" ? "1,000 USD" : "1.000 USD";
    for (const fact of [
      "50%",
      "60 ",
      "48 ",
      "50 USD",
      "250 ",
      thousand,
      "14 ",
      "4 ",
      "6 ",
      "30 ",
      "18 ",
      "3 ",
      "100%",
      "IDR",
    ])
      expect(all).toContain(fact);
    expect(all).toMatch(lang === "en" ? /14:00 and 15:00/ : /14\.00 dan 15\.00/);
    expect(all).toMatch(lang === "en" ? /11:00 and 12:00/ : /11\.00 dan 12\.00/);
  });

  it("the privacy policy has 10 sections and names the customer-service address", () => {
    const privacy = privacyDocument(lang, "help@example.test");
    expect(privacy.sections).toHaveLength(10);
    expect(text(privacy)).toContain("help@example.test");
  });

  it("how to reserve has its steps", () => {
    expect(howToReserveDocument(lang).sections.length).toBeGreaterThanOrEqual(5);
  });
});

it("both languages have the same shape (a section in one is a section in the other)", () => {
  for (const make of [termsDocument, (lang: "id" | "en") => privacyDocument(lang, "x@y.z"), howToReserveDocument]) {
    const [id, en] = [make("id"), make("en")];
    expect(en.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0])).toEqual(
      id.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]),
    );
    expect(en.intro.length).toBe(id.intro.length);
  }
});
