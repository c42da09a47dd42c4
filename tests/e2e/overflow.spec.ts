// Issue 10: nothing on any built screen is wider than a 360 px phone (no sideways scrolling), in
// id and en, for a visitor and for the demo member. Here without JavaScript; with it, the sweep of
// catalogues.spec.ts measures every hydrated screen.
import { expect, test } from "@playwright/test";
import { logInDemo, SCREENS, screenRefs, screenUrl } from "./support/screens.ts";
import { horizontalOverflow } from "./support/usable.ts";

test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

test.describe("JavaScript off", { tag: "@phone" }, () => {
  for (const member of [false, true]) {
    test(`no built screen overflows 360 px, ${member ? "member" : "visitor"}, id and en`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const refs = await screenRefs(request);
      const overflowing: string[] = [];
      if (member) await logInDemo(page);
      for (const lang of ["id", "en"] as const) {
        for (const screen of SCREENS.filter((s) => Boolean(s.member) === member)) {
          await page.goto(screenUrl(screen, lang, refs));
          const { excess, widest } = await horizontalOverflow(page);
          if (excess > 0) overflowing.push(`${screen.name} (${lang}) ${excess} px too wide: ${widest}`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  }
});
