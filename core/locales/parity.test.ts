// Every user-visible string exists in both languages: each namespace file of core/locales/id has
// its twin in core/locales/en with the same keys (nested too), no empty text, and the same
// {{variables}} in each text. Read from disk, so a new namespace is checked without being listed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["id", "en"] as const;
type Texts = Map<string, string>;

/** Every leaf of a catalogue as "a.b.c" -> text; a leaf that is not a string is kept as "" so it fails. */
function flatten(node: unknown, prefix = "", into: Texts = new Map()): Texts {
  if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof node === "string" ? node : "");
  }
  return into;
}

/** The interpolation variables of a text, without their format: "{{count, number}}" -> "count". */
function variables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]!))].sort();
}

function namespaces(lang: string): string[] {
  return readdirSync(path.join(import.meta.dirname, lang))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
}

function load(lang: string, ns: string): Texts {
  return flatten(JSON.parse(readFileSync(path.join(import.meta.dirname, lang, `${ns}.json`), "utf8")));
}

describe("translation parity of core/locales", () => {
  it("has the same namespaces in id and en", () => {
    expect(namespaces("id").length).toBeGreaterThan(0);
    expect(namespaces("en")).toEqual(namespaces("id"));
  });

  describe.each(namespaces("id"))("namespace %s", (ns) => {
    const [id, en] = LANGUAGES.map((lang) => load(lang, ns)) as [Texts, Texts];

    it("has every key in both languages", () => {
      expect(
        [...id.keys()].filter((key) => !en.has(key)),
        "keys in id only",
      ).toEqual([]);
      expect(
        [...en.keys()].filter((key) => !id.has(key)),
        "keys in en only",
      ).toEqual([]);
    });

    it("has no empty text", () => {
      for (const [lang, texts] of [
        ["id", id],
        ["en", en],
      ] as const) {
        const empty = [...texts].filter(([, text]) => text.trim() === "").map(([key]) => key);
        expect(empty, `empty in ${lang}`).toEqual([]);
      }
    });

    it("uses the same {{variables}} in both languages", () => {
      const differing = [...id]
        .filter(([key]) => en.has(key))
        .filter(([key, text]) => variables(text).join() !== variables(en.get(key)!).join())
        .map(([key, text]) => `${key}: id {${variables(text).join()}} en {${variables(en.get(key)!).join()}}`);
      expect(differing).toEqual([]);
    });
  });
});
