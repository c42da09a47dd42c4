// The app's translation runtime, on the server and in the browser alike: the few calls the app
// makes (t, exists, the language, its catalogues) with i18next's lookup rules, so the catalogues
// in core/locales are written as i18next's documentation describes: namespaces in order, `ns:key`,
// dotted paths, plural suffixes chosen by Intl.PluralRules, `{{name}}` interpolation, defaultValue.
// About 1 KB in the first-load JavaScript where the i18next libraries took 17 KB (decision 010),
// and nothing made per request on the server (decision 034); why not the libraries: decision 049.
// runtime.test.ts says what a catalogue may use. One instance holds one language: a language
// change is a full document load.
type Bundle = Record<string, unknown>;
type Resources = Record<string, Record<string, Bundle>>;
export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string | readonly string[];
  [name: string]: unknown;
}
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

interface InitOptions {
  lng?: string;
  defaultNS?: string;
  resources?: Resources;
}

function lookup(bundle: Bundle | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(template: string, values: TOptions): string {
  if (!template.includes("{{")) return template;
  // As i18next: a value that was not given leaves its placeholder in place.
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

export class I18n {
  language = "id";
  defaultNS = "common";
  private resources: Resources = {};
  private plurals = new Map<string, Intl.PluralRules>();

  init(options: InitOptions): this {
    this.language = options.lng ?? this.language;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.resources = options.resources ?? {};
    return this;
  }

  getDataByLanguage(lng: string): Record<string, Bundle> | undefined {
    return this.resources[lng];
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.resources[lng]?.[ns] !== undefined;
  }

  /** Adds a catalogue loaded after the page (a client-side navigation's; app/i18n/embed.ts). */
  addResourceBundle(lng: string, ns: string, bundle: Bundle): this {
    const language = this.resources[lng] ?? {};
    this.resources = { ...this.resources, [lng]: { ...language, [ns]: bundle } };
    return this;
  }

  exists = (key: string, options?: TOptions): boolean =>
    this.resolve(key, this.namespaces(options?.ns), options?.count) !== undefined;

  t: TFunction = (key, options) => this.getFixedT(null)(key, options);

  /** A `t` that looks in `ns` (in order) for keys without their own `ns:` prefix; the default namespace for none. */
  getFixedT(ns: string | readonly string[] | null | undefined): TFunction {
    const namespaces = this.namespaces(ns ?? undefined);
    return (keys, rawOptions) => {
      const options: TOptions = typeof rawOptions === "string" ? { defaultValue: rawOptions } : (rawOptions ?? {});
      const list = typeof keys === "string" ? [keys] : keys;
      const nsList = options.ns ? this.namespaces(options.ns) : namespaces;
      for (const key of list) {
        const found = this.resolve(key, nsList, options.count);
        if (found !== undefined) return interpolate(found, options);
      }
      if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
      const last = list[list.length - 1] ?? "";
      const separator = last.indexOf(":");
      return separator > 0 ? last.slice(separator + 1) : last;
    };
  }

  private namespaces(ns: string | readonly string[] | undefined): readonly string[] {
    if (ns === undefined) return [this.defaultNS];
    return typeof ns === "string" ? [ns] : ns.length > 0 ? ns : [this.defaultNS];
  }

  private resolve(key: string, namespaces: readonly string[], count: number | undefined): string | undefined {
    const separator = key.indexOf(":");
    const [nsList, path] = separator > 0 ? [[key.slice(0, separator)], key.slice(separator + 1)] : [namespaces, key];
    const bundles = this.resources[this.language] ?? {};
    for (const ns of nsList) {
      const candidates = count === undefined ? [path] : [`${path}_${this.pluralRule().select(count)}`, path];
      for (const candidate of candidates) {
        const value = lookup(bundles[ns], candidate);
        if (typeof value === "string") return value;
      }
    }
    return undefined;
  }

  private pluralRule(): Intl.PluralRules {
    let rule = this.plurals.get(this.language);
    if (!rule) {
      rule = new Intl.PluralRules(this.language);
      this.plurals.set(this.language, rule);
    }
    return rule;
  }
}
