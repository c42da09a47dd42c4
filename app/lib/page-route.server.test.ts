import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutePattern } from "./page-route.server.ts";

// The shape of the build's manifest for a slice of app/routes.ts: root, the shell layout and its pages.
const manifest = {
  root: { id: "root", path: "" },
  "routes/resources.locale": { id: "routes/resources.locale", parentId: "root", path: "resources/locale" },
  "routes/shell": { id: "routes/shell", parentId: "root" },
  restaurant: { id: "restaurant", parentId: "routes/shell", path: "restaurants/:slug" },
  promoAll: { id: "promoAll", parentId: "routes/shell", path: "promo/all" },
  promo: { id: "promo", parentId: "routes/shell", path: "promo/:promoId" },
  "routes/home": { id: "routes/home", parentId: "routes/shell", index: true },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/shell", path: "*" },
} as unknown as ServerBuild["routes"];

describe("the page route of a path", () => {
  it("is the matched route's pattern, never the path's ids", () => {
    expect(pageRoutePattern(manifest, "/restaurants/warung-bu-made")).toBe("/restaurants/:slug");
    expect(pageRoutePattern(manifest, "/promo/17")).toBe("/promo/:promoId");
    expect(pageRoutePattern(manifest, "/promo/all")).toBe("/promo/all");
    expect(pageRoutePattern(manifest, "/resources/locale")).toBe("/resources/locale");
    expect(pageRoutePattern(manifest, "/")).toBe("/");
  });

  it("names a data request by the page it loads, and any unknown path by the not-found route", () => {
    expect(pageRoutePattern(manifest, "/promo/17.data")).toBe("/promo/:promoId");
    expect(pageRoutePattern(manifest, "/_root.data")).toBe("/");
    expect(pageRoutePattern(manifest, "/wp-login.php")).toBe("/*");
  });
});
