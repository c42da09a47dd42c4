// The translation runtime's lookup rules (i18next's, for the calls the app makes), with worked
// examples, and the catalogues held to what the runtime reads: an i18next feature the runtime does
// not implement (formats, nesting, `_zero`, ...) fails here rather than showing raw text on a page.
import { describe, expect, it } from "vitest";
import { resources } from "#core/locales/resources.ts";
import { I18n } from "./runtime.ts";

const bundles = {
  common: {
    brand: "Inap",
    search: { title: "Cari" },
    shared: "from common",
    nights_one: "{{count}} night",
    nights_other: "{{count}} nights",
  },
  villas: { shared: "from villas", greeting: "Hello {{name}}, {{count}} left", rooms_other: "{{count}} rooms" },
};

const english = () => new I18n().init({ lng: "en", defaultNS: "common", resources: { en: bundles } });

describe("I18n", () => {
  it("looks in the given namespaces in order, the default one when none is given, and in the key's own `ns:`", () => {
    const i18n = english();
    expect(i18n.getFixedT(["villas", "common"])("shared")).toBe("from villas");
    expect(i18n.getFixedT(["common", "villas"])("shared")).toBe("from common");
    expect(i18n.getFixedT(["villas", "common"])("brand")).toBe("Inap");
    expect(i18n.getFixedT(null)("shared")).toBe("from common");
    expect(i18n.t("shared")).toBe("from common");
    expect(i18n.getFixedT("common")("villas:shared")).toBe("from villas");
    expect(i18n.getFixedT("villas")("shared", { ns: "common" })).toBe("from common");
    expect(i18n.t("search.title")).toBe("Cari");
  });

  it("chooses the plural form by Intl.PluralRules, else the key itself", () => {
    const i18n = english();
    expect(i18n.t("nights", { count: 1 })).toBe("1 night");
    expect(i18n.t("nights", { count: 0 })).toBe("0 nights");
    expect(i18n.t("nights", { count: 2 })).toBe("2 nights");
    expect(i18n.t("brand", { count: 2 })).toBe("Inap");
    // Indonesian has one form, "other", whatever the count.
    const indonesian = new I18n().init({ lng: "id", resources: { id: bundles } });
    expect(indonesian.t("nights", { count: 1 })).toBe("1 nights");
    // No "one" form: the "other" one is not a fallback (as in i18next), the key is.
    expect(i18n.getFixedT("villas")("rooms", { count: 1 })).toBe("rooms");
  });

  it("fills {{name}} placeholders and leaves one whose value is not given", () => {
    const t = english().getFixedT("villas");
    expect(t("greeting", { name: "Ayu", count: 3 })).toBe("Hello Ayu, 3 left");
    expect(t("greeting", { name: "Ayu" })).toBe("Hello Ayu, {{count}} left");
  });

  it("answers a missing key with its default value, else the key without its namespace", () => {
    const t = english().getFixedT("common");
    expect(t("no.such.key")).toBe("no.such.key");
    expect(t("pages:no-such")).toBe("no-such");
    expect(t("pages:no-such", { defaultValue: "x {{name}}", name: "y" })).toBe("x y");
    expect(t("no-such", "plain default")).toBe("plain default");
    expect(t(["no-such", "brand"])).toBe("Inap");
    expect(t("search")).toBe("search"); // a branch, not a text
  });

  it("says whether a key exists, and reads a catalogue added later", () => {
    const i18n = english();
    expect(i18n.exists("common:brand")).toBe(true);
    expect(i18n.exists("villas:greeting")).toBe(true);
    expect(i18n.exists("common:nope")).toBe(false);
    expect(i18n.exists("nights", { count: 5 })).toBe(true);
    expect(i18n.hasResourceBundle("en", "review")).toBe(false);
    i18n.addResourceBundle("en", "review", { title: "Reviews" });
    expect(i18n.hasResourceBundle("en", "review")).toBe(true);
    expect(i18n.t("review:title")).toBe("Reviews");
    expect(i18n.t("brand")).toBe("Inap");
  });
});

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;
/** The plural forms the served languages have: the runtime picks only these. */
const FORMS = new Set(["id", "en"].flatMap((lng) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories));

/** Every leaf of a catalogue as [dotted path, value]. */
function leaves(node: unknown, prefix = ""): [string, unknown][] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** Every key of a catalogue, at every depth. */
function keysIn(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [key, ...keysIn(value)]);
}

/** A count for which `lng` picks `form`, or undefined when it never does (Indonesian's "one"). */
function countFor(lng: string, form: string): number | undefined {
  const rule = new Intl.PluralRules(lng);
  return [0, 1, 2, 3, 5, 11, 21, 100].find((n) => rule.select(n) === form);
}

describe.each(["id", "en"] as const)("the %s catalogues use only what the runtime reads", (lng) => {
  const i18n = new I18n().init({ lng, resources });
  const catalogues = resources[lng] as Record<string, unknown>;

  describe.each(Object.keys(catalogues))("namespace %s", (ns) => {
    const all = leaves(catalogues[ns]);
    const paths = new Set(all.map(([path]) => path));

    it("holds texts only, under keys without `.` or `:`", () => {
      expect(all.filter(([, value]) => typeof value !== "string").map(([path]) => path)).toEqual([]);
      expect(keysIn(catalogues[ns]).filter((key) => /[.:]/.test(key))).toEqual([]);
    });

    it("writes placeholders as {{name}}, with no format, no unescaping, no nesting", () => {
      const odd = all.filter(([, text]) => {
        const placeholders = String(text).match(/\{\{[^}]*\}\}/g) ?? [];
        return placeholders.some((p) => !/^\{\{\w+\}\}$/.test(p)) || String(text).includes("$t(");
      });
      expect(odd.map(([path, text]) => `${path}: ${String(text)}`)).toEqual([]);
    });

    it("gives each plural an `_other` form and no form the languages lack", () => {
      const plurals = all.map(([path]) => PLURAL_FORM.exec(path)).filter((match) => match !== null);
      expect(plurals.filter(([, , form]) => !FORMS.has(form as Intl.LDMLPluralRule)).map(([path]) => path)).toEqual([]);
      expect(plurals.filter(([, base]) => !paths.has(`${base}_other`)).map(([path]) => path)).toEqual([]);
    });

    it("reads every text back by its key", () => {
      const t = i18n.getFixedT(ns);
      for (const [path, text] of all) {
        const plural = PLURAL_FORM.exec(path);
        const count = plural ? countFor(lng, plural[2]!) : undefined;
        if (!plural) expect(t(path), path).toBe(text);
        else if (count !== undefined)
          expect(t(plural[1]!, { count }), path).toBe(String(text).replaceAll("{{count}}", String(count)));
      }
    });
  });
});
