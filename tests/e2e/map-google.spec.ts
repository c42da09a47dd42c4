// Issue 14, /map WITH a maps key. The shared e2e server runs without GOOGLE_MAPS_API_KEY, so this
// spec starts its own server (support/key-server.ts) with GOOGLE_MAPS_API_KEY=test-key. The machine
// cannot reach Google: the browser's requests to maps.googleapis.com are answered by a small fake
// Maps JavaScript API (just what @vis.gl/react-google-maps uses: the importLibrary bootstrap
// callback, Map, Marker, LatLng, event, Settings) that records the map and markers the page made.
// Checked: the loader URL (key, the page's language), the CSP of both servers, the map centred on
// the property, one marker per listed place plus the property, and the drawn map as the fallback
// before hydration and without JavaScript. id and en, desktop and phone.
import { expect, type Page, test } from "@playwright/test";
import { type ExtraServer, startExtraServer } from "./support/key-server.ts";
import { horizontalOverflow } from "./support/usable.ts";

const FAKE_MAPS_API = `(() => {
  const maps = window.google.maps; // the namespace the loader's bootstrap created
  const record = (window.__fakeMaps = { maps: [], markers: [], libraries: [] });
  const listener = () => ({ remove() {} });
  const event = { addListener: listener, addListenerOnce: listener, addDomListener: listener, clearInstanceListeners() {}, clearListeners() {}, trigger() {} };
  class LatLng {
    constructor(lat, lng) { if (typeof lat === "object") { lng = lat.lng; lat = lat.lat; } this.latValue = Number(lat); this.lngValue = Number(lng); }
    lat() { return this.latValue; }
    lng() { return this.lngValue; }
    toJSON() { return { lat: this.latValue, lng: this.lngValue }; }
  }
  const literal = (p) => (p && typeof p.lat === "function" ? { lat: p.lat(), lng: p.lng() } : p ? { lat: Number(p.lat), lng: Number(p.lng) } : null);
  class MVCArray { constructor() { this.items = []; } getArray() { return this.items; } push(x) { this.items.push(x); } removeAt(i) { this.items.splice(i, 1); } }
  class GoogleMap {
    constructor(div, options = {}) {
      this.div = div;
      this.options = { ...options };
      this.controls = {};
      div.setAttribute("data-fake-google-map", "");
      record.maps.push({ center: literal(options.center), zoom: options.zoom, gestureHandling: options.gestureHandling });
    }
    setOptions(options) { Object.assign(this.options, options); }
    moveCamera(camera) { Object.assign(this.options, camera); }
    getCenter() { return this.options.center ? new LatLng(literal(this.options.center)) : undefined; }
    getZoom() { return this.options.zoom; }
    getHeading() { return this.options.heading ?? 0; }
    getTilt() { return this.options.tilt ?? 0; }
    getBounds() { return undefined; }
    getDiv() { return this.div; }
    fitBounds(bounds) { record.fitBounds = bounds; }
    addListener() { return listener(); }
  }
  class Marker {
    constructor(options = {}) {
      this.entry = { title: options.title ?? null, label: options.label ?? null, position: literal(options.position), onMap: false };
      record.markers.push(this.entry);
    }
    setMap(map) { this.entry.onMap = map instanceof GoogleMap; }
    setOptions(options) { if ("title" in options) this.entry.title = options.title; if ("label" in options) this.entry.label = options.label; if (options.position) this.entry.position = literal(options.position); }
    setPosition(position) { this.entry.position = literal(position); }
    setDraggable() {}
    addListener() { return listener(); }
  }
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  const settings = {};
  Object.assign(maps, { version: "3.60.1", Map: GoogleMap, Marker, LatLng, MVCArray, Size, event, Settings: { getInstance: () => settings }, ControlPosition: {} });
  maps.importLibrary = async (name) => { record.libraries.push(name); return maps; };
  // What the real API does next (its CSP self-test request, tile images): both must pass the page's CSP.
  record.connect = fetch("https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true").then((r) => r.status, (e) => String(e));
  record.image = new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve("loaded");
    img.onerror = () => resolve("error");
    img.src = "https://maps.gstatic.com/mapfiles/transparent.png";
  });
  const callback = new URL(document.currentScript.src).searchParams.get("callback");
  if (callback !== "google.maps.__ib__") throw new Error("unexpected callback " + callback);
  maps.__ib__();
})();`;

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

interface FakeMaps {
  maps: { center: { lat: number; lng: number } | null; zoom: number }[];
  markers: {
    title: string | null;
    label: string | null;
    position: { lat: number; lng: number } | null;
    onMap: boolean;
  }[];
  libraries: string[];
  connect: Promise<number | string>;
  image: Promise<string>;
}

/** Answers the Maps JavaScript API with the fake and everything else from Google with an error; returns the loader URLs asked for. */
async function fakeGoogle(page: Page): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route("https://maps.googleapis.com/**", (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    if (url.pathname === "/maps/api/js")
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_MAPS_API });
    return route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*" } });
  });
  await page.route("https://maps.gstatic.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  // Every CSP violation on the page, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return asked;
}

/** The page's lists as the user reads them: title and mark (A1, P1, ...) per item, attractions then places. */
async function listedPlaces(page: Page): Promise<{ title: string; label: string }[]> {
  const read = (list: string, label: string) =>
    page.locator(`[data-place-list="${list}"] li`).evaluateAll(
      (items, l) =>
        items.map((li, i) => ({
          title: li.querySelector("span")?.lastChild?.textContent?.trim() ?? "",
          label: `${l}${i + 1}`,
        })),
      label,
    );
  return [...(await read("attractions", "A")), ...(await read("places", "P"))];
}

/** The property's coordinates as the page gives them (the "open in Google Maps" link). */
async function propertyPosition(page: Page): Promise<{ lat: number; lng: number }> {
  const href = await page.locator('a[href^="https://www.google.com/maps/search/"]').getAttribute("href");
  const [lat = Number.NaN, lng = Number.NaN] = (new URL(href ?? "about:blank").searchParams.get("query") ?? "")
    .split(",")
    .map(Number);
  expect(Number.isFinite(lat) && Number.isFinite(lng), `coordinates in ${href}`).toBe(true);
  return { lat, lng };
}

let server: ExtraServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(240_000);
  server = await startExtraServer({ GOOGLE_MAPS_API_KEY: "test-key" });
  testInfo.annotations.push({ type: "key server start", description: `${server.startMs} ms` });
  console.log(`[map-google] key server (${testInfo.project.name}) ready in ${server.startMs} ms`);
});

test.afterAll(async () => {
  await server?.stop();
});

// Nothing here depends on the width: the desktop project only (the drawn map is map.spec's, at both).
test("the CSP allows the Maps JavaScript API only on the server with a key", { tag: "@desktop" }, async ({
  request,
}) => {
  const keyed = await request.get(`${server.baseURL}/map?villas=1`);
  expect(keyed.status()).toBe(200);
  const keyedCsp = keyed.headers()["content-security-policy"];
  for (const directive of ["script-src", "connect-src", "img-src", "style-src"]) {
    expect(keyedCsp, directive).toMatch(new RegExp(`${directive} [^;]*https://maps\\.googleapis\\.com`));
  }
  expect(keyedCsp).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
  const keyless = await request.get("/map?villas=1");
  expect(keyless.status()).toBe(200);
  const keylessCsp = keyless.headers()["content-security-policy"];
  expect(keylessCsp).toContain("script-src 'self'");
  expect(keylessCsp).not.toContain("googleapis");
  expect(keylessCsp).not.toContain("gstatic");
  // Before hydration (the server's HTML) the keyed page has the drawn map in the Google box.
  const html = await keyed.text();
  expect(html).toMatch(/data-map-box="google"[^>]*>\s*<svg[^>]*data-drawn-map/);
});

for (const lang of ["id", "en"] as const) {
  test.describe(`map with a maps key (${lang})`, { tag: "@desktop" }, () => {
    test("loads the Maps API with the key and language, centred on the property, one marker per listed place", async ({
      page,
    }) => {
      const asked = await fakeGoogle(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(`${server.baseURL}/map?villas=1&lng=${lang}`);
      const box = page.locator('[data-map-box="google"]');
      await expect(box.locator("[data-fake-google-map]")).toBeAttached();
      await expect(box.locator("[data-drawn-map]")).toHaveCount(0); // the Google map replaced the drawing
      await expect(box.locator("[data-fake-google-map]")).toBeVisible();
      expect((await box.boundingBox())!.width).toBeGreaterThan(250);

      expect(await page.evaluate(() => (window as unknown as { __fakeMaps: FakeMaps }).__fakeMaps.connect)).toBe(204);
      expect(await page.evaluate(() => (window as unknown as { __fakeMaps: FakeMaps }).__fakeMaps.image)).toBe(
        "loaded",
      );
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(
        [],
      );
      expect(asked.filter((url) => url.pathname === "/maps/api/js")).toHaveLength(1);
      const loader = asked.find((url) => url.pathname === "/maps/api/js")!.searchParams;
      expect(loader.get("key")).toBe("test-key");
      expect(loader.get("language")).toBe(lang);
      expect(loader.get("region")).toBe("ID");

      const listed = await listedPlaces(page);
      expect(listed.length).toBeGreaterThan(0);
      const property = await propertyPosition(page);
      const name = await page.getByRole("heading", { level: 1 }).textContent();
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { __fakeMaps: FakeMaps }).__fakeMaps.markers.filter((m) => m.onMap).length,
          ),
        )
        .toBe(listed.length + 1);
      const fake = await page.evaluate(() => (window as unknown as { __fakeMaps: FakeMaps }).__fakeMaps);
      expect(fake.libraries).toEqual(expect.arrayContaining(["core", "maps"]));
      expect(fake.maps).toHaveLength(1);
      expect(fake.maps[0]?.center).toEqual(property);
      expect(fake.maps[0]?.zoom).toBeGreaterThan(10);
      const onMap = fake.markers.filter((m) => m.onMap);
      const [own, ...others] = onMap;
      expect(own?.position).toEqual(property);
      expect(name).toContain(own?.title ?? "(no marker)");
      expect(others.map(({ title, label }) => ({ title, label }))).toEqual(listed);
      for (const marker of others) {
        expect(marker.position).not.toBeNull();
        expect(marker.position).not.toEqual(property);
      }
      const { excess, widest } = await horizontalOverflow(page);
      expect(excess, widest).toBe(0);
      expect(errors).toEqual([]);
    });

    test.describe("JavaScript off", () => {
      test.use({ javaScriptEnabled: false });

      test("keeps the drawn map and the list, asks Google for nothing", async ({ page }) => {
        const asked = await fakeGoogle(page);
        await page.goto(`${server.baseURL}/map?villas=1&lng=${lang}`);
        const box = page.locator('[data-map-box="google"]');
        await expect(box.locator("[data-drawn-map]")).toBeVisible();
        const listed = await listedPlaces(page);
        expect(listed.length).toBeGreaterThan(0);
        await expect(box.locator("[data-drawn-map] [data-mark]")).toHaveCount(listed.length + 1);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(
          lang === "en" ? "Map around" : "Peta sekitar",
        );
        expect(asked).toEqual([]);
      });
    });
  });
}
