// The map section on the server (STACK.md, browser-test notes: Google cannot be reached here):
// with a maps key only the sized placeholder and no Google script; without one the fallback link
// and the nearest lists. And the CSP allows Google's map hosts only when the key is set.
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NearbyAnswer } from "#core/contract/index.ts";
import { securityHeaders } from "#app/lib/security-headers.server.ts";
import { NearbyMap } from "./secondary-sections.tsx";

vi.mock("#app/i18n/react.tsx", () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: "id" } }),
}));

const place = (id: number, label: string, jarak: number) => ({
  id,
  label,
  lat: -8.6 + id / 1000,
  lng: 115.1,
  jarak,
  street: `${jarak} km`,
});
const nearby: NearbyAnswer = {
  attractions: [
    place(1, "Pantai Kuta", 1.2),
    place(2, "Pura Tanah Lot", 9.5),
    ...[3, 4, 5, 6, 7].map((id) => place(id, `Tempat ${id}`, id)),
  ],
  properties: [place(11, "Villa Tetangga", 0.4)],
  city_centre: null,
};

function render(mapsKey: string | null) {
  return renderToString(
    <NearbyMap nearby={nearby} lat="-8.650000" lng="115.130000" lang="id" name="Villa Demo" mapsKey={mapsKey} />,
  );
}

describe("NearbyMap on the server", () => {
  it("with a maps key renders only the sized placeholder: no Google script, no map", () => {
    const html = render("test-key");
    expect(html).toContain('data-map-box="google"');
    expect(html).toMatch(/class="[^"]*aspect-\[16\/7\][^"]*"/);
    expect(html).not.toMatch(/maps\.googleapis\.com|<script/);
    expect(html).not.toContain("test-key");
    // The placeholder is still a working maps link without JavaScript.
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=-8.650000%2C115.130000");
  });

  it("without a key renders the fallback: the maps link and the five nearest of each list", () => {
    const html = render(null);
    expect(html).toContain('data-map-box="fallback"');
    expect(html).not.toContain("maps.googleapis.com");
    expect(html).toContain("https://www.google.com/maps/search/?api=1");
    expect(html).toContain("Pantai Kuta");
    expect(html).toContain("Villa Tetangga");
    expect(html).toContain("Tempat 4");
    expect(html).not.toContain("Tempat 7");
  });
});

describe("the CSP and the maps key", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("allows maps.googleapis.com and maps.gstatic.com only when GOOGLE_MAPS_API_KEY is set", () => {
    vi.stubEnv("GOOGLE_MAPS_API_KEY", "");
    expect(securityHeaders("n")["Content-Security-Policy"]).not.toMatch(/maps\.g/);
    vi.stubEnv("GOOGLE_MAPS_API_KEY", "test-key");
    const csp = securityHeaders("n")["Content-Security-Policy"]!;
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    for (const name of ["script-src", "img-src", "connect-src"]) {
      expect(directive(name)).toContain("https://maps.googleapis.com");
      expect(directive(name)).toContain("https://maps.gstatic.com");
    }
    expect(directive("script-src")).toContain("'nonce-n'");
  });
});
