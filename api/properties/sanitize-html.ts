// HTML from the database (attraction descriptions) is sanitised before any page renders it
// (DESIGN.md section 6). An allow-list, not a block-list: p, br, strong, em, ul, ol, li, and a
// with an http(s) href. Every other tag is dropped (its text kept), except those whose content is
// never text (script, style, ...), which go with their content. Attributes are dropped, text is
// escaped, and the output is well nested: a stray closing tag is dropped, open tags are closed.

const ALLOWED = new Set(["p", "br", "strong", "em", "ul", "ol", "li", "a"]);
const VOID = new Set(["br"]);
/** Elements whose content is code or markup, not text: removed whole. */
const DROP_WITH_CONTENT = new Set(["script", "style", "template", "iframe", "object", "embed", "noscript", "textarea", "title", "svg", "math", "select"]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

/** Text as HTML: <, >, quotes escaped; & escaped unless it starts a character reference. */
function escapeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "&") out += ENTITY.test(text.slice(i, i + 40)) ? "&" : "&amp;";
    else if (ch === "<") out += "&lt;";
    else if (ch === ">") out += "&gt;";
    else if (ch === '"') out += "&quot;";
    else if (ch === "'") out += "&#39;";
    else out += ch;
  }
  return out;
}

function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, "i").exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? "").trim();
}

/** Only absolute http(s) links; entity-encoded schemes and control characters do not pass. */
function safeHref(raw: string | null): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this test refuses
  if (raw === null || /[\u0000-\u001f\u007f\s]/.test(raw)) return null;
  if (!/^https?:\/\/[^/]/i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  const open: string[] = [];
  let out = "";
  let last = 0;
  let dropping: string | null = null;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, slash, rawName, attributes = ""] = match;
    if (dropping === null) out += escapeText(html.slice(last, match.index));
    last = match.index + token.length;
    if (rawName === undefined) continue; // comment, doctype, CDATA, processing instruction
    const name = rawName.toLowerCase();
    if (dropping !== null) {
      if (slash && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!slash && !/\/\s*$/.test(attributes)) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === "a") {
      const href = safeHref(attributeValue(attributes, "href"));
      if (href === null) continue; // a link we cannot keep becomes its text
      out += `<a href="${escapeText(href)}" rel="nofollow noopener noreferrer">`;
      open.push("a");
      continue;
    }
    out += `<${name}>`;
    open.push(name);
  }
  if (dropping === null) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
