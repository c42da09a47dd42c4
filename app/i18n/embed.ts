// The catalogues in the page: root embeds the page's catalogues as JSON under I18N_SCRIPT_ID (and
// the names of every catalogue in its data-namespaces); the browser loads any other one a
// client-side navigation needs from /resources/locales.

export const I18N_SCRIPT_ID = "i18n-resources";

interface Catalogues {
  language: string;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, bundle: Record<string, unknown>): unknown;
}

let known: string[] | null = null;

/** Every catalogue's name, as the server listed them (read once: the attribute is the server's). */
function allNamespaces(): string[] {
  known ??= (document.getElementById(I18N_SCRIPT_ID)?.dataset.namespaces ?? "").split(",").filter(Boolean);
  return known;
}

/** In the browser: the catalogues of `wanted` (null: every one) not loaded yet, or null when none is missing. */
export function missingNamespaces(i18n: Catalogues, wanted: readonly string[] | null): string[] | null {
  if (typeof document === "undefined") return null;
  const missing = (wanted ?? allNamespaces()).filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));
  return missing.length > 0 ? missing : null;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads catalogues into the browser's translation instance; the same promise for the same request
 * (React's use() needs that). A failed request resolves too: the page then shows keys for what is
 * missing rather than an error page, and a reload tries again.
 */
export function loadNamespaces(i18n: Catalogues, namespaces: readonly string[]): Promise<void> {
  const key = `${i18n.language}:${[...namespaces].sort().join(",")}`;
  let promise = loading.get(key);
  if (!promise) {
    const query = new URLSearchParams({ lng: i18n.language, ns: namespaces.join(",") });
    promise = fetch(`/resources/locales?${query.toString()}`)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, Record<string, unknown>>>) : {}))
      .then((bundles) => {
        for (const [ns, bundle] of Object.entries(bundles))
          i18n.addResourceBundle(i18n.language, ns, bundle as Record<string, unknown>);
      })
      .catch(() => {});
    loading.set(key, promise);
  }
  return promise;
}

const embeddedJson = new WeakMap<object, Map<string, string>>();

/**
 * The JSON root embeds for a page: the `wanted` catalogues of a language (every one for null),
 * "<" escaped so it cannot close the script. The server writes it into every page, so the text is
 * made once per language and list (`all`, the language's catalogues, is the same object from one
 * request to the next; a catalogue added later in the browser makes a new one).
 */
export function cataloguesJson(all: Record<string, unknown>, wanted: readonly string[] | null): string {
  let byList = embeddedJson.get(all);
  if (!byList) {
    byList = new Map();
    embeddedJson.set(all, byList);
  }
  const key = wanted === null ? "*" : wanted.join(",");
  let json = byList.get(key);
  if (json === undefined) {
    const bundles = wanted ? Object.fromEntries(wanted.filter((ns) => ns in all).map((ns) => [ns, all[ns]])) : all;
    json = JSON.stringify(bundles).replace(/</g, "\\u003c");
    byList.set(key, json);
  }
  return json;
}
