// Which runs a journey takes among the eight of language × JavaScript × width. Not all eight: the
// four below, in which every pair of values meets once (an orthogonal array), so each language is
// seen with JavaScript on and off and at both widths, and each width with both. The width is the
// project's (playwright.config.ts): a run's tag keeps it to the one project that runs it.
import type { Lang } from "./auth.ts";

export type Project = "desktop" | "phone";

export interface Variant {
  lang: Lang;
  javaScriptEnabled: boolean;
  project: Project;
  /** `{ tag }` for test.describe or test: the project filter of playwright.config.ts reads it. */
  tag: `@${Project}`;
  /** "id, JavaScript off", for titles. */
  name: string;
}

export function variant(lang: Lang, javaScriptEnabled: boolean, project: Project): Variant {
  return {
    lang,
    javaScriptEnabled,
    project,
    tag: `@${project}`,
    name: `${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`,
  };
}

export const VARIANTS: readonly Variant[] = [
  variant("id", false, "phone"),
  variant("en", true, "phone"),
  variant("id", true, "desktop"),
  variant("en", false, "desktop"),
];

/** Two runs that still see both languages, JavaScript on and off, and both widths. */
export const TWO_VARIANTS: readonly Variant[] = [variant("id", false, "phone"), variant("en", true, "desktop")];

/** Each language once, at the other width: for checks that do not depend on JavaScript. */
export const LANGUAGE_BY_WIDTH: readonly { lang: Lang; project: Project; tag: `@${Project}` }[] = [
  { lang: "id", project: "phone", tag: "@phone" },
  { lang: "en", project: "desktop", tag: "@desktop" },
];

/** The run of VARIANTS with this language and JavaScript setting (its tag names its project). */
export function variantOf(lang: Lang, javaScriptEnabled: boolean): Variant {
  return VARIANTS.find((v) => v.lang === lang && v.javaScriptEnabled === javaScriptEnabled)!;
}

/**
 * For specs that vary JavaScript only (their texts are one language): with it at both widths,
 * where the page's scripts behave differently (a modal on the phone, a side box on the desktop);
 * without it on the phone only, since the server's answers do not depend on the width and the
 * desktop without JavaScript is seen by the VARIANTS runs. The details for test.describe.
 */
export function byScript(javaScriptEnabled: boolean): { tag: `@${Project}`[] } {
  return { tag: javaScriptEnabled ? [] : ["@phone"] };
}
