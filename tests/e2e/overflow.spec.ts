// Issue 10: nothing on any built screen is wider than a 360 px phone (no sideways scrolling),
// in id and en, for a visitor and for the demo member, JavaScript on and off.
import { expect, test } from "@playwright/test";
import { logInDemo, SCREENS, screenRefs, screenUrl } from "./support/screens.ts";
import { horizontalOverflow } from "./support/usable.ts";

test.use({ viewport: { width: 360, height: 740 } });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, { tag: "@phone" }, () => {
    test.use({ javaScriptEnabled });

    test("no built screen overflows 360 px, visitor and member, id and en", async ({ page, request }) => {
      test.setTimeout(180_000);
      const refs = await screenRefs(request);
      const overflowing: string[] = [];
      for (const member of [false, true]) {
        if (member) await logInDemo(page);
        for (const lang of ["id", "en"] as const) {
          for (const screen of SCREENS.filter((s) => Boolean(s.member) === member)) {
            await page.goto(screenUrl(screen, lang, refs));
            const { excess, widest } = await horizontalOverflow(page);
            if (excess > 0) overflowing.push(`${screen.name} (${lang}) ${excess} px too wide: ${widest}`);
          }
        }
      }
      expect(overflowing).toEqual([]);
    });
  });
}
