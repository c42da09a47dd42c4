import { describe, expect, it } from "vitest";
import {
  classesInHtml,
  classesOf,
  inlinedCssTexts,
  parseStylesheet,
  USED_CSS_MARKER,
  usedCss,
  usedCssRewriter,
} from "./used-css.server.ts";

const SHEET = [
  "@layer theme{:root,:host{--color-red:#f00;--color-blue:#00f;--font-sans:ui-sans-serif;--default-font:var(--font-sans);--animate-x:wobble 1s}}",
  "@layer base{html{font-family:var(--default-font)}*{margin:0}}",
  "@layer components{.btn{padding:1rem}}",
  "@layer utilities{.text-red{color:var(--color-red)}.text-blue{color:var(--color-blue)}",
  ".md\\:flex{display:flex}.w-1\\/2{width:50%}.\\[\\&_a\\]\\:underline a{text-decoration:underline}",
  ".space-y-2>:not(:last-child){margin:0}.open:not(.closed){display:block}.peer:checked~.peer-checked\\:block{display:block}",
  ".animate-x{animation:var(--animate-x)}.shadow{--tw-shadow:0 1px;box-shadow:var(--tw-shadow)}",
  "@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring{syntax:"*";inherits:false}',
  "@keyframes wobble{to{transform:rotate(3deg)}}",
].join("");

describe("classesOf", () => {
  it("unescapes Tailwind's class names and ignores what :not() names", () => {
    expect(classesOf(".md\\:flex")).toEqual(["md:flex"]);
    expect(classesOf(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesOf(".\\[\\&_a\\]\\:underline a")).toEqual(["[&_a]:underline"]);
    expect(classesOf(".peer:checked~.peer-checked\\:block")).toEqual(["peer", "peer-checked:block"]);
    expect(classesOf(".a:not(.b)>.c")).toEqual(["a", "c"]);
    expect(classesOf("html")).toEqual([]);
  });
});

describe("classesInHtml", () => {
  it("reads class attributes as React writes them", () => {
    expect([...classesInHtml('<a class="md:flex [&amp;_a]:underline"></a><b class=" w-1/2 "></b>')]).toEqual([
      "md:flex",
      "[&_a]:underline",
      "w-1/2",
    ]);
  });
});

describe("usedCss", () => {
  const sheet = parseStylesheet(SHEET);
  const css = (classes: string[], sent = new Set<string>(), read = new Set<string>()) =>
    usedCss(sheet, new Set(classes), sent, read);

  it("keeps the rules the classes can match, in their layers and media, after the layer order", () => {
    const out = css(["btn", "md:grid", "text-red", "open"]);
    expect(out.startsWith("@layer theme,base,components,utilities;")).toBe(true);
    expect(out).toContain("@layer components{.btn{padding:1rem}}");
    expect(out).toContain("@media (min-width:48rem){.md\\:grid{display:grid}}");
    expect(out).toContain(".text-red{color:var(--color-red)}");
    expect(out).not.toContain("md\\:hidden");
    expect(out).not.toContain(".text-blue");
    // Rules without classes always apply; a class under :not() is not needed.
    expect(out).toContain("html{font-family:var(--default-font)}");
    expect(out).toContain(".open:not(.closed){display:block}");
    expect(out).not.toContain(".space-y-2");
    expect(out).not.toContain("peer-checked");
  });

  it("takes the theme's custom properties the kept rules read, and those they read in turn", () => {
    const out = css(["text-red"]);
    expect(out).toContain(":root,:host{--color-red:#f00;--font-sans:ui-sans-serif;--default-font:var(--font-sans)}");
    expect(out).not.toContain("--color-blue");
    // Read by the markup (an inline style) is read too.
    expect(css([], new Set(), new Set(["--color-blue"]))).toContain("--color-blue:#00f");
  });

  it("keeps @property and @keyframes only when a kept rule uses them", () => {
    expect(css(["text-red"])).not.toContain("@property");
    expect(css(["text-red"])).not.toContain("@keyframes");
    const out = css(["shadow", "animate-x"]);
    expect(out).toContain("@property --tw-shadow");
    expect(out).not.toContain("@property --tw-ring");
    // The animation is named in the theme's custom property the rule reads.
    expect(out).toContain("@keyframes wobble");
  });

  it("writes nothing twice in one document", () => {
    const sent = new Set<string>();
    css(["btn", "text-red"], sent);
    const later = css(["btn", "text-red", "text-blue"], sent);
    expect(later).toBe(
      "@layer theme{:root,:host{--color-blue:#00f}}@layer utilities{.text-blue{color:var(--color-blue)}}",
    );
  });
});

describe("usedCssRewriter", () => {
  const sheet = parseStylesheet(SHEET);
  it("puts the first chunk's CSS in place of the marker and precedes a later chunk with what it adds", () => {
    const rewrite = usedCssRewriter(sheet);
    const first = rewrite(Buffer.from(`<head><style id="app-css">${USED_CSS_MARKER}</style></head><p class="btn">`))
      .toString()
      .replace(/<style id="app-css">([^<]*)<\/style>/, "$1");
    expect(first).toContain(".btn{padding:1rem}");
    expect(first).not.toContain(USED_CSS_MARKER);
    expect(rewrite(Buffer.from('<div class="md:hidden btn"></div>')).toString()).toBe(
      '<style>@layer utilities{@media (min-width:48rem){.md\\:hidden{display:none}}}</style><div class="md:hidden btn"></div>',
    );
    expect(rewrite(Buffer.from("</body></html>")).toString()).toBe("</body></html>");
  });
  it("leaves a document without the marker as it is (the dev server links the stylesheet)", () => {
    const rewrite = usedCssRewriter(sheet);
    expect(rewrite(Buffer.from('<p class="btn">')).toString()).toBe('<p class="btn">');
    expect(rewrite(Buffer.from('<p class="text-red">')).toString()).toBe('<p class="text-red">');
  });
  it("reads class names in UTF-8 and only from class attributes, whatever the page's other text", () => {
    const sheet = parseStylesheet(".caf\\e9{color:red}.x{color:blue}");
    const page = (body: string) =>
      usedCssRewriter(sheet)(Buffer.from(`<p>Rp 1.000 · é</p><style>${USED_CSS_MARKER}</style>${body}`)).toString();
    expect(page('<i class="café">·</i>')).toBe(
      '<p>Rp 1.000 · é</p><style>.caf\\e9{color:red}</style><i class="café">·</i>',
    );
    // Asked again, from the cache; the text is offered to the gzip of pages as it was inlined.
    expect(page('<i class="café">·</i>')).toContain("<style>.caf\\e9{color:red}</style>");
    expect(inlinedCssTexts(sheet).map(String)).toEqual([".caf\\e9{color:red}"]);
    expect(page('<i data-class="x">·</i>')).toContain("<style></style>");
  });
  it("escapes the CSS so it cannot close its element", () => {
    const rewrite = usedCssRewriter(parseStylesheet('.x{content:"</style>"}'));
    expect(rewrite(Buffer.from(`<style>${USED_CSS_MARKER}</style><i class="x">`)).toString()).toContain(
      '.x{content:"<\\/style>"}',
    );
  });
});
