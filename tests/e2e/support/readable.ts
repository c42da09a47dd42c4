// A page a person can read: no sideways scrolling, and (where asked) no serious or critical axe
// violation of WCAG 2.1 A and AA.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { horizontalOverflow } from "./usable.ts";

/** The serious and critical axe violations of the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No sideways scrolling; with `scan`, no serious axe violation either. */
export async function expectReadable(page: Page, scan: boolean): Promise<void> {
  const { excess, widest } = await horizontalOverflow(page);
  expect(excess, widest).toBe(0);
  if (scan) expect(await seriousAxeViolations(page)).toEqual([]);
}
