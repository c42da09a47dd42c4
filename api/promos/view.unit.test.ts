import { describe, expect, it } from "vitest";
import { buttonOf, safeLink, smallImageUrl } from "./view.ts";

describe("safeLink", () => {
  it("keeps site paths and absolute http(s) URLs", () => {
    expect(safeLink("/villas?city=5")).toBe("/villas?city=5");
    expect(safeLink(" /top-up/credits ")).toBe("/top-up/credits");
    expect(safeLink("https://www.instagram.com/")).toBe("https://www.instagram.com/");
    expect(safeLink("HTTP://example.com/a")).toBe("http://example.com/a");
  });

  it("drops script and data URLs, protocol-relative and malformed links", () => {
    for (const link of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      "villas",
      "http://",
      '/a"><script>',
      "",
      null,
      undefined,
    ]) {
      expect(safeLink(link), String(link)).toBeNull();
    }
  });
});

describe("buttonOf", () => {
  it("needs both a text and a safe link; English falls back to the Indonesian text", () => {
    expect(buttonOf({ btnText: "Pesan", btnTextEn: "Book", btnLink: "/villas" }, "en")).toEqual({
      btn_text: "Book",
      btn_link: "/villas",
    });
    expect(buttonOf({ btnText: "Pesan", btnTextEn: null, btnLink: "/villas" }, "en")).toEqual({
      btn_text: "Pesan",
      btn_link: "/villas",
    });
    expect(buttonOf({ btnText: "Pesan", btnTextEn: null, btnLink: "javascript:x" }, "id")).toEqual({
      btn_text: null,
      btn_link: null,
    });
    expect(buttonOf({ btnText: " ", btnTextEn: null, btnLink: "/villas" }, "id")).toEqual({
      btn_text: null,
      btn_link: null,
    });
  });
});

describe("smallImageUrl", () => {
  it("names the seeder's 480 px variant of a stored picture, and leaves other URLs alone", () => {
    expect(smallImageUrl("/images/voucher/promo-bali20.webp")).toBe("/images/voucher/promo-bali20-480.webp");
    expect(smallImageUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
});
