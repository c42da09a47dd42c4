// Static islands on the server (decision 094): each island's HTML is rendered once per key and
// written into every page as it is; the browser keeps it (app/components/ui/static-island.tsx).
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { StaticHtmlProvider, StaticIsland } from "#app/components/ui/static-island.tsx";
import { staticIslandHtml } from "./static-islands.server.ts";

const page = (cacheKey: string, render: () => ReactNode) =>
  renderToString(
    <MemoryRouter>
      <StaticHtmlProvider value={staticIslandHtml}>
        <main>
          <StaticIsland name="test-links" cacheKey={cacheKey}>
            {render}
          </StaticIsland>
        </main>
      </StaticHtmlProvider>
    </MemoryRouter>,
  );

describe("static islands on the server", () => {
  it("renders an island once per key and writes the same HTML into every page", () => {
    const render = vi.fn(() => (
      <a href="/about" data-discover="true">
        About {"us"}
      </a>
    ));
    const first = page("en", render);
    const second = page("en", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    // Static markup (no hydration markers), in an element the browser finds again.
    expect(first).toContain(
      '<div data-static-island="test-links" class="contents"><a href="/about" data-discover="true">About us</a></div>',
    );
  });

  it("renders another key apart, and keeps the first", () => {
    const render = vi.fn((word: string) => <p>{word}</p>);
    expect(page("id-2", () => render("Tentang"))).toContain("<p>Tentang</p>");
    expect(page("en-2", () => render("About"))).toContain("<p>About</p>");
    expect(page("id-2", () => render("changed"))).toContain("<p>Tentang</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps at most 256 renders, dropping the oldest", () => {
    const render = vi.fn(() => <p>x</p>);
    for (let i = 0; i < 300; i++) staticIslandHtml("bounded", String(i), render);
    expect(render).toHaveBeenCalledTimes(300);
    staticIslandHtml("bounded", "299", render);
    expect(render).toHaveBeenCalledTimes(300);
    staticIslandHtml("bounded", "0", render);
    expect(render).toHaveBeenCalledTimes(301);
  });
});
