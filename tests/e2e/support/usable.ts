// What a person can use, not only what the DOM holds (issue 10): a field or button is visible,
// lies wholly inside the viewport once scrolled to, is big enough to tap and type in, and is not
// covered (the element at its centre is the control itself or inside it). Specs fill fields
// through fillUsable so a field squeezed to a sliver or hidden under a floating icon fails there.
import { expect, type Locator, type Page } from "@playwright/test";

export interface UsableSize {
  minWidth?: number;
  minHeight?: number;
}

/** A text field narrower than this cannot show a phone number or an email at 360 px. */
export const FIELD_SIZE: Required<UsableSize> = { minWidth: 120, minHeight: 32 };
/** A button smaller than this is hard to tap (WCAG's 24 px minimum target). */
export const BUTTON_SIZE: Required<UsableSize> = { minWidth: 24, minHeight: 24 };

export async function expectUsable(locator: Locator, size: UsableSize = FIELD_SIZE): Promise<void> {
  const { minWidth = FIELD_SIZE.minWidth, minHeight = FIELD_SIZE.minHeight } = size;
  await expect(locator).toBeVisible();
  // Brought to the middle of the screen, as a person scrolls to a control: scrolled only until its
  // edge shows, a fractional layout (a date that wraps a line) can leave a sliver outside.
  await locator.evaluate((element) => element.scrollIntoView({ block: "center", inline: "center" }));
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  expect(box, "the control has a box").not.toBeNull();
  expect(box!.width, "usable width").toBeGreaterThanOrEqual(minWidth);
  expect(box!.height, "usable height").toBeGreaterThanOrEqual(minHeight);
  const covered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (top === null || top === element || element.contains(top)) return null;
    return top.outerHTML.slice(0, 160);
  });
  expect(covered, "nothing covers the control's centre").toBeNull();
}

/**
 * Fills a field as a person would: only once it is usable, and (where the page runs JavaScript) once
 * its part has hydrated, so what the test checks next is the JavaScript answer, not the plain form's.
 */
export async function fillUsable(locator: Locator, value: string, size: UsableSize = FIELD_SIZE): Promise<void> {
  await expectUsable(locator, size);
  await expectHydratedWhereScriptsRun(locator);
  await locator.fill(value);
}

/** Clicks a button as a person would: only once it is usable (and hydrated, as fillUsable). */
export async function clickUsable(locator: Locator, size: UsableSize = BUTTON_SIZE): Promise<void> {
  await expectUsable(locator, size);
  await expectHydratedWhereScriptsRun(locator);
  await locator.click();
}

/** expectHydrated, when the page runs its scripts (React Router's inline context ran). */
async function expectHydratedWhereScriptsRun(locator: Locator): Promise<void> {
  if (await locator.evaluate(() => "__reactRouterContext" in window)) await expectHydrated(locator);
}

/** The page's width beyond the viewport (0 when nothing scrolls sideways), and where it comes from. */
export async function horizontalOverflow(page: Page): Promise<{ excess: number; widest: string }> {
  return page.evaluate(() => {
    const excess = document.scrollingElement!.scrollWidth - window.innerWidth;
    if (excess <= 0) return { excess: 0, widest: "" };
    const wide = [...document.querySelectorAll("body *")].filter(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = wide.filter((e) => !wide.some((o) => o !== e && e.contains(o)));
    return {
      excess,
      widest: innermost
        .slice(0, 3)
        .map((e) => e.outerHTML.slice(0, 120))
        .join(" | "),
    };
  });
}

/**
 * Waits until React has hydrated this element, so its event handlers are attached: the element
 * carries React's props then. A deferred part (a modal's form, say) hydrates when its own chunk
 * arrives, after the page around it, so "the page hydrated" does not say this.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

/** Every visible link the selector matches, with its size; at least `atLeast` of them. */
async function linkSizes(page: Page, selector: string, atLeast: number) {
  const links = page.locator(selector);
  await expect(links.first()).toBeVisible();
  const sizes = await links.evaluateAll((elements) =>
    elements
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(({ element, rect }) => ({
        link: (element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("href"),
        width: rect.width,
        height: rect.height,
      })),
  );
  expect(sizes.length, selector).toBeGreaterThanOrEqual(atLeast);
  return sizes;
}

function expectTargets(sizes: { link: string | null; width: number; height: number }[]) {
  const small = sizes.filter(({ width, height }) => width < BUTTON_SIZE.minWidth || height < BUTTON_SIZE.minHeight);
  expect(small, "links smaller than 24 × 24 px").toEqual([]);
}

/** Every visible link the selector matches (at least `atLeast`) is a target of 24 × 24 CSS px or more. */
export async function expectTapTargets(page: Page, selector: string, atLeast: number): Promise<void> {
  expectTargets(await linkSizes(page, selector, atLeast));
}
