// The list pages' empty state (seed 002 section 4: a loader, then an empty or not-found state):
// no promo, give-away or event renders the not-found picture and the message, never an empty grid.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { cycle } from "#app/components/home/popup-promo.tsx";
// /events renders its body from a deferred part (decision 074): the part itself, as the server renders it once loaded.
import { EventsPage } from "#app/components/promos/events-page.tsx";
import GiveAwayAll from "#app/routes/give-away-all.tsx";
import PromoAll from "#app/routes/promo-all.tsx";

vi.mock("#app/i18n/react.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/i18n/react.tsx")>()),
  useTranslation: () => ({ t: (key: string) => `«${key}»`, i18n: { language: "en" } }),
}));
vi.mock("#app/components/ui/use-lang.ts", () => ({ useLang: () => "en" }));

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
/** A route component given just its loader data. */
const renderRoute = (component: unknown, loaderData: unknown) => {
  const Route = component as React.ComponentType<{ loaderData: unknown }>;
  return render(<Route loaderData={loaderData} />);
};

describe("empty lists", () => {
  it("the promo gallery shows the not-found picture and a way on", () => {
    const html = renderRoute(PromoAll, { promos: [], failed: false });
    expect(html).toContain("data-empty-state");
    expect(html).toContain("<svg");
    expect(html).toContain("«gallery.empty»");
    expect(html).toContain('href="/villas"');
    expect(html).not.toContain("data-promo-grid");
  });

  it("the give-aways and the events show theirs", () => {
    const giveAways = renderRoute(GiveAwayAll, { giveAways: [], failed: true });
    expect(giveAways).toContain("«giveAways.empty»");
    expect(giveAways).not.toContain("data-give-away-grid");
    const events = renderRoute(EventsPage, { events: [], failed: false });
    expect(events).toContain("«events.empty»");
    expect(events).not.toContain("data-event-grid");
  });
});

describe("popup carousel cycle", () => {
  it("wraps at both ends", () => {
    expect(cycle(0, 1, 3)).toBe(1);
    expect(cycle(2, 1, 3)).toBe(0);
    expect(cycle(0, -1, 3)).toBe(2);
    expect(cycle(0, 1, 1)).toBe(0);
    expect(cycle(0, -1, 0)).toBe(0);
  });
});
