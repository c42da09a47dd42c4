import { describe, expect, it } from "vitest";
import { buttonOf, safeLink, smallImageUrl } from "./view.ts";

describe("safeLink", () => {
  it.each([
    ["/villas?city=5", "/villas?city=5"],
    [" /top-up/credits ", "/top-up/credits"],
    ["https://www.instagram.com/", "https://www.instagram.com/"],
    ["HTTP://example.com/a", "http://example.com/a"],
  ])("keeps the site path or absolute http(s) URL %j as %j", (link, kept) => {
    expect(safeLink(link)).toBe(kept);
  });

  it.each([
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
  ])("drops the script, data, protocol-relative or malformed link %j", (link) => {
    expect(safeLink(link)).toBeNull();
  });
});

describe("buttonOf", () => {
  const none = { btn_text: null, btn_link: null };
  it.each([
    [{ btnText: "Pesan", btnTextEn: "Book", btnLink: "/villas" }, "en", { btn_text: "Book", btn_link: "/villas" }],
    [{ btnText: "Pesan", btnTextEn: null, btnLink: "/villas" }, "en", { btn_text: "Pesan", btn_link: "/villas" }],
    [{ btnText: "Pesan", btnTextEn: null, btnLink: "javascript:x" }, "id", none],
    [{ btnText: " ", btnTextEn: null, btnLink: "/villas" }, "id", none],
  ] as const)("needs a text and a safe link, English falling back to Indonesian: %j in %s", (row, lang, button) => {
    expect(buttonOf(row, lang)).toEqual(button);
  });
});

describe("smallImageUrl", () => {
  it("names the seeder's 480 px variant of a stored picture, and leaves other URLs alone", () => {
    expect(smallImageUrl("/images/voucher/promo-bali20.webp")).toBe("/images/voucher/promo-bali20-480.webp");
    expect(smallImageUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
});
