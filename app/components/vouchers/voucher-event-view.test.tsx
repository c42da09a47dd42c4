// The voucher-event page's states on the server (decision 028): the claimed voucher (the event's
// animation, the congratulations, the code, its percent and expiry), the same voucher again, the
// event over and every voucher claimed. Without JavaScript there is no copy button (the code is
// plain selectable text).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { VoucherClaim } from "#core/contract/index.ts";
import { VoucherEventView, type VoucherEventState } from "./voucher-event-view.tsx";

vi.mock("#app/i18n/react.tsx", () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    i18n: { language: "id" },
  }),
}));

const claim = (already: boolean): VoucherClaim => ({
  voucher_code: "LEBARAN-ABCD2345",
  already_claimed: already,
  detail: {
    gif_url: "/images/icon/lebaran-voucher.gif",
    event_id: 1,
    event_type: "lebaran",
    value: 15,
    expires_at: "2026-12-25T05:00:00.000Z",
  },
});

const render = (page: VoucherEventState) =>
  renderToString(
    <MemoryRouter>
      <VoucherEventView page={page} />
    </MemoryRouter>,
  );

describe("the voucher-event page", () => {
  it("a new claim: the animation, the congratulations and the code with its percent and expiry", () => {
    const html = render({ lang: "id", state: "claimed", claim: claim(false) });
    expect(html).toContain('data-voucher-event="claimed"');
    expect(html).toMatch(/<img[^>]+src="\/images\/icon\/lebaran-voucher.gif"[^>]+alt="event.animationAlt"/);
    expect(html).toMatch(/<h1[^>]*>event.congrats<\/h1>/);
    expect(html).toMatch(/data-voucher-code="">LEBARAN-ABCD2345</);
    expect(html).toContain("event.percentOff {&quot;value&quot;:15}");
    expect(html).toContain("Jumat, 25 Desember 2026");
    expect(html).not.toContain("data-voucher-again");
    expect(html).not.toContain("event.copy");
    expect(html).toContain('href="/villas"');
  });

  it("the same voucher again says it was already claimed", () => {
    const html = render({ lang: "en", state: "claimed", claim: claim(true) });
    expect(html).toContain("data-voucher-again");
    expect(html).toContain("event.alreadyClaimed");
    expect(html).toContain("Friday, 25 December 2026");
  });

  it("the event over, and every voucher claimed: said so, no code", () => {
    const over = render({ lang: "id", state: "over" });
    expect(over).toContain('data-voucher-event="over"');
    expect(over).toMatch(/<h1[^>]*>event.overTitle<\/h1>/);
    expect(over).not.toContain("data-voucher-code");
    const full = render({ lang: "id", state: "full" });
    expect(full).toContain('data-voucher-event="full"');
    expect(full).toMatch(/<h1[^>]*>event.fullTitle<\/h1>/);
    expect(full).toContain("event.fullBody");
    expect(full).not.toContain("data-voucher-code");
  });
});
