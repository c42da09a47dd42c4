import { describe, expect, it } from "vitest";
import { dismissCookie } from "#app/lib/ui-cookies.ts";
import { shellSendsPromos } from "./shell-promos.ts";

describe("the shell's promos", () => {
  const closed = dismissCookie("promo-banner", { secure: false }).split(";")[0]!;

  it("are sent while the banner shows", () => {
    expect(shellSendsPromos(null, new URLSearchParams())).toBe(true);
  });

  it("with the banner closed: not sent, unless the URL opens the promo modal", () => {
    expect(shellSendsPromos(closed, new URLSearchParams())).toBe(false);
    expect(shellSendsPromos(closed, new URLSearchParams("modal=promo"))).toBe(true);
    expect(shellSendsPromos(closed, new URLSearchParams("modal=login"))).toBe(false);
  });
});
