import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

describe("sanitizeHtml", () => {
  it("keeps the allowed tags without their attributes", () => {
    expect(
      sanitizeHtml(
        '<p class="x" style="color:red">One<br/>two <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol><li>b</li></ol>',
      ),
    ).toBe("<p>One<br />two <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol><li>b</li></ol>");
  });

  it("keeps http(s) links only, with a safe rel", () => {
    // A refused link before a kept one leaves the kept one whole.
    expect(sanitizeHtml('<a href="javascript:x">bad</a><a href="https://example.com/x">good</a>')).toBe(
      '<a>bad</a><a href="https://example.com/x" rel="nofollow noopener noreferrer">good</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml("<a href='http://example.com'>x</a>")).toBe(
      '<a href="http://example.com" rel="nofollow noopener noreferrer">x</a>',
    );
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java&#115;cript:alert(1)",
      "data:text/html,x",
      "//evil.com",
      "/local",
      " javascript:x",
      "https:evil",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
  });

  it("drops other tags, and script-like elements with their content", () => {
    expect(
      sanitizeHtml(
        '<div><img src=x onerror=alert(1)>Hi<script>alert("x")</script><style>p{}</style><iframe src="x"></iframe></div>',
      ),
    ).toBe("Hi");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg>ok")).toBe("ok");
    expect(sanitizeHtml("a<!-- <script>x</script> -->b")).toBe("ab");
  });

  it("escapes text and stray brackets, keeps character references", () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &#39; "q"')).toBe(`1 &lt; 2 &amp; 3 &gt; 2 &amp; ' "q"`);
    expect(sanitizeHtml("<p>unclosed <strong>bold")).toBe("<p>unclosed <strong>bold</strong></p>");
    // A stray </p> opens an empty paragraph, as an HTML parser does.
    expect(sanitizeHtml("</p>stray</li><p>x</p>")).toBe("<p></p>stray<p>x</p>");
    expect(sanitizeHtml("<p title='a>b'>t</p>")).toBe("<p>t</p>");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).toBe("ipt&gt;alert(1)");
  });

  it("handles empty input", () => {
    expect(sanitizeHtml("")).toBe("");
    expect(sanitizeHtml(null)).toBe("");
  });
});
