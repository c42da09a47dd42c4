import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "#core/locales/resources.ts";
import { I18nLite } from "./i18next-lite.ts";

/** Every leaf key of a catalogue, with plural suffixes folded into their base key. */
function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

// The browser renders with I18nLite and the server with i18next: any difference is a hydration
// mismatch, so every key of every catalogue must read the same through both.
describe.each(["id", "en"] as const)("I18nLite reads like i18next (%s)", (lng) => {
  const namespaces = Object.keys(resources[lng]);
  const real = i18next.createInstance();
  real.init({ lng, resources, defaultNS: "common", fallbackLng: false, interpolation: { escapeValue: false }, initAsync: false });
  const lite = new I18nLite();
  lite.init({ lng, resources: resources as never, defaultNS: "common" });
  const values = { count: 1, name: "Ayu", page: "Profil", max: 90, min: 1, value: 20, percent: 10, orderId: "INAP-1", date: "1 Des" };

  for (const ns of namespaces) {
    const keys = [...new Set(keysOf((resources[lng] as Record<string, unknown>)[ns]).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")))];
    it(`namespace ${ns}: ${keys.length} keys, plain, plural and interpolated`, () => {
      const realT = real.getFixedT(lng, [ns, "common"]);
      const liteT = lite.getFixedT(null, [ns, "common"]);
      for (const key of keys) {
        expect(liteT(key), key).toBe(realT(key));
        for (const count of [0, 1, 2, 5]) expect(liteT(key, { ...values, count }), `${key} count ${count}`).toBe(realT(key, { ...values, count }));
        expect(liteT(`${ns}:${key}`), `${ns}:${key}`).toBe(realT(`${ns}:${key}`));
      }
    });
  }

  it("answers missing keys, defaults and exists() the same way", () => {
    const realT = real.getFixedT(lng, ["common"]);
    const liteT = lite.getFixedT(null, ["common"]);
    expect(liteT("no.such.key")).toBe(realT("no.such.key"));
    expect(liteT("pages:no-such", { defaultValue: "x {{name}}", name: "y" })).toBe(realT("pages:no-such", { defaultValue: "x {{name}}", name: "y" }));
    expect(lite.exists("common:brand")).toBe(real.exists("common:brand"));
    expect(lite.exists("common:nope")).toBe(real.exists("common:nope"));
  });
});
