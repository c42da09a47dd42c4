// A page a person can read: no sideways scrolling, and (where asked) no serious or critical axe
// violation of WCAG 2.1 A and AA.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { horizontalOverflow } from "./usable.ts";

/**
 * The axe violations of the page as it is now (or of the part `include` names), one line each.
 * axe runs in the page itself (legacy mode): by default @axe-core/playwright opens a blank page per
 * scan to merge the results of cross-origin frames, which our pages do not have; a scan took
 * 1.3 s instead of 2.7 s on the 2-core machine, with the same findings.
 */
export async function axeViolations(
  page: Page,
  { include, tags, seriousOnly = false }: { include?: string; tags?: string[]; seriousOnly?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => !seriousOnly || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The serious and critical axe violations of WCAG 2.1 A and AA, one line each. */
export function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], seriousOnly: true });
}

/** No sideways scrolling; with `scan`, no serious axe violation either. */
export async function expectReadable(page: Page, scan: boolean): Promise<void> {
  const { excess, widest } = await horizontalOverflow(page);
  expect(excess, widest).toBe(0);
  if (scan) expect(await seriousAxeViolations(page)).toEqual([]);
}
