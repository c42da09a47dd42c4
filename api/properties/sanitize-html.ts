// HTML from the database (attraction descriptions) is sanitised before any page renders it
// (DESIGN.md section 6), with the sanitize-html library (a parser, not hand-written patterns). An
// allow-list: p, br, strong, em, ul, ol, li, and a: with an absolute http(s) href (given rel
// "nofollow noopener noreferrer") or with no attribute at all. Every other tag is dropped with its
// text kept, except those whose content is never text (script, style, ...), which go with their
// content. No other attribute survives; text is escaped; the output is well nested.
import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "template",
    "iframe",
    "object",
    "embed",
    "noscript",
    "textarea",
    "title",
    "svg",
    "math",
    "select",
    "option",
  ],
  // A link we cannot keep loses its href (an <a> without href is no link; renaming the tag here
  // instead confuses sanitize-html's closing of later links).
  transformTags: {
    a: (tagName, attribs): sanitize.Tag =>
      isAbsoluteHttp(attribs.href)
        ? { tagName, attribs: { href: attribs.href!.trim(), rel: "nofollow noopener noreferrer" } }
        : { tagName, attribs: {} as sanitize.Attributes },
  },
};

function isAbsoluteHttp(href: string | undefined): boolean {
  if (!href || !/^https?:\/\/[^/]/i.test(href.trim())) return false;
  try {
    const url = new URL(href.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html, OPTIONS);
}
