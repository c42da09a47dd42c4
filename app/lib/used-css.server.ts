// The part of the app's stylesheet a document uses (docs/decisions/068-used-css-inline.md): the
// stylesheet is parsed once into its rules; a page's HTML names its classes, and the page inlines
// only the rules whose selectors can match them, in the stylesheet's order, inside the same @layer,
// @media and @supports blocks. The whole file follows as a cached stylesheet once the page has
// hydrated (app/lib/app-css.tsx): what the page renders later in the browser is styled by it.
// Tailwind's output is flat (no nesting) and minified, which is all this parser has to read.
import { escapeStyleText } from "./app-css.tsx";

interface Rule {
  kind: "rule";
  id: number;
  /** The whole rule as written. */
  text: string;
  /** Per selector of the list: the classes it needs (outside :not()); empty = always applies. */
  needs: string[][];
  /**
   * A rule of custom properties only, without classes (Tailwind's theme `:root,:host{--color-...}`
   * and its defaults for `*`): its selector and declarations, of which a page gets those it uses.
   */
  vars?: { selector: string; declarations: [name: string, text: string][] };
}
interface Block {
  kind: "block";
  /** "@media (min-width:40rem)", "@layer utilities"... */
  prelude: string;
  children: Node[];
}
/** @property, @keyframes, @font-face and statements: kept whole when `token` (if any) is used. */
interface Opaque {
  kind: "opaque";
  id: number;
  text: string;
  token?: string;
}
type Node = Rule | Block | Opaque;

export interface ParsedStylesheet {
  nodes: Node[];
  /** `@layer a,b,c;`: the layers' order as the whole file declares it, so a subset keeps it. */
  layerOrder: string;
}

/** Index of the `}` closing the block whose `{` is at `open`, skipping strings and escapes. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  throw new Error("stylesheet: unbalanced braces");
}

/** The next `{` or `;` at the top level of `css` from `from` (outside strings and escapes). */
function nextDelimiter(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "{" || c === ";") return i;
  }
  return css.length;
}

/** Splits at `separator` outside parentheses, strings and escapes. */
function splitTopLevel(text: string, separator: "," | ";"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== "");
}

/** The custom properties a CSS text reads (`var(--name`). */
export function varsRead(text: string, into: Set<string>): void {
  for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(match[1]!);
}

/** `:not(...)` matches where its classes are absent: its contents never make a rule unused. */
function withoutNot(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === "\\") {
      out += selector.slice(i, i + 2);
      i++;
    } else if (selector.startsWith(":not(", i)) {
      let depth = 0;
      for (; i < selector.length; i++) {
        if (selector[i] === "\\") i++;
        else if (selector[i] === "(") depth++;
        else if (selector[i] === ")" && --depth === 0) break;
      }
    } else out += selector[i];
  }
  return out;
}

const IDENT = /[\w-]|[^\p{ASCII}]/u;

/** The class names a compound selector names, unescaped (`.md\:flex` is the class `md:flex`). */
export function classesOf(selector: string): string[] {
  const found: string[] = [];
  const s = withoutNot(selector);
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\") {
      i++;
      continue;
    }
    if (s[i] !== ".") continue;
    let name = "";
    let j = i + 1;
    while (j < s.length) {
      const c = s[j]!;
      if (c === "\\") {
        const hex = /^[0-9a-fA-F]{1,6} ?/.exec(s.slice(j + 1, j + 8));
        if (hex) {
          name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
          j += 1 + hex[0].length;
        } else {
          name += s[j + 1] ?? "";
          j += 2;
        }
      } else if (IDENT.test(c)) {
        name += c;
        j++;
      } else break;
    }
    if (name && !/^\d/.test(name)) found.push(name);
    i = j - 1;
  }
  return found;
}

export function parseStylesheet(css: string): ParsedStylesheet {
  let nextId = 0;
  const layers: string[] = [];
  const parse = (text: string): Node[] => {
    const nodes: Node[] = [];
    let i = 0;
    while (i < text.length) {
      while (i < text.length && /\s/.test(text[i]!)) i++;
      if (i >= text.length) break;
      if (text.startsWith("/*", i)) {
        const end = text.indexOf("*/", i + 2);
        i = end < 0 ? text.length : end + 2;
        continue;
      }
      const delimiter = nextDelimiter(text, i);
      const prelude = text.slice(i, delimiter).trim();
      if (delimiter >= text.length || text[delimiter] === ";") {
        if (prelude.startsWith("@layer")) for (const name of prelude.slice(6).split(",")) addLayer(name.trim());
        else if (prelude) nodes.push({ kind: "opaque", id: nextId++, text: `${prelude};` });
        i = delimiter + 1;
        continue;
      }
      const end = closing(text, delimiter);
      const body = text.slice(delimiter + 1, end);
      const whole = text.slice(i, end + 1);
      i = end + 1;
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        if (prelude.startsWith("@layer")) addLayer(prelude.slice(6).trim());
        nodes.push({ kind: "block", prelude, children: parse(body) });
      } else if (prelude.startsWith("@property")) {
        nodes.push({ kind: "opaque", id: nextId++, text: whole, token: prelude.slice(9).trim() });
      } else if (prelude.startsWith("@keyframes")) {
        nodes.push({ kind: "opaque", id: nextId++, text: whole, token: prelude.slice(10).trim() });
      } else if (prelude.startsWith("@")) {
        nodes.push({ kind: "opaque", id: nextId++, text: whole });
      } else {
        const needs = splitTopLevel(prelude, ",").map(classesOf);
        const declarations = splitTopLevel(body, ";").map((d): [string, string] => [
          d.slice(0, d.indexOf(":")).trim(),
          d,
        ]);
        const onlyVars = needs.every((n) => n.length === 0) && declarations.every(([name]) => name.startsWith("--"));
        nodes.push({
          kind: "rule",
          id: nextId++,
          text: whole,
          needs,
          ...(onlyVars && declarations.length > 0 && { vars: { selector: prelude, declarations } }),
        });
      }
    }
    return nodes;
  };
  function addLayer(name: string) {
    if (name && !layers.includes(name)) layers.push(name);
  }
  const nodes = parse(css);
  return { nodes, layerOrder: layers.length ? `@layer ${layers.join(",")};` : "" };
}

/** Class names in the `class` attributes of an HTML text (entities decoded as React writes them). */
export function classesInHtml(html: string): Set<string> {
  return classesOfAttributes(classAttributes(html), false);
}

/** HTML's whitespace: space, tab, line feed, form feed, carriage return. */
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * The distinct values of the `class` attributes of an HTML text, as written, in order of first
 * appearance: a page's cards repeat a few dozen values hundreds of times.
 */
function classAttributes(html: string): Set<string> {
  const found = new Set<string>();
  for (let at = html.indexOf('class="'); at >= 0; ) {
    const start = at + 7;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    // An attribute, not the end of a longer name (`data-class="`): whitespace comes before it.
    if (at > 0 && WHITESPACE.has(html.charCodeAt(at - 1))) found.add(html.slice(start, end));
    at = html.indexOf('class="', end + 1);
  }
  return found;
}

/** The class names of attribute values; `latin1`: the values were read from bytes decoded as Latin-1. */
function classesOfAttributes(attributes: Iterable<string>, latin1: boolean): Set<string> {
  const found = new Set<string>();
  for (const written of attributes) {
    // A byte above 0x7f read as Latin-1 is part of a UTF-8 sequence: decode the value properly.
    const text = latin1 && /[^\p{ASCII}]/u.test(written) ? Buffer.from(written, "latin1").toString("utf8") : written;
    const value = text.includes("&")
      ? text
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&")
      : text;
    for (const name of value.split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/**
 * The rules of `sheet` the given classes can use and `sent` (what was written earlier in the same
 * document) does not hold yet, as CSS text; what is written is added to `sent`. Custom properties
 * of the theme come when a kept rule or the page's markup (`readByMarkup`: inline styles) reads them;
 * @property and @keyframes when a kept rule names them. The first call of a document starts with
 * the layer order, so later subsets and the whole file keep the cascade.
 */
export function usedCss(
  sheet: ParsedStylesheet,
  classes: Set<string>,
  sent: Set<string>,
  readByMarkup: ReadonlySet<string> = new Set(),
): string {
  const first = sent.size === 0;
  const kept = new Set<number>();
  const varRules: Rule[] = [];
  const read = new Set<string>(readByMarkup);
  let keptText = "";
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === "block") visit(node.children);
      else if (node.kind === "rule" && node.vars) varRules.push(node);
      else if (node.kind === "rule" && node.needs.some((need) => need.every((name) => classes.has(name)))) {
        kept.add(node.id);
        keptText += node.text;
      }
    }
  };
  visit(sheet.nodes);
  varsRead(keptText, read);
  // A custom property read may itself read others (--default-font-family: var(--font-sans)).
  for (let grew = true; grew; ) {
    grew = false;
    for (const rule of varRules)
      for (const [name, text] of rule.vars!.declarations)
        if (read.has(name)) {
          const before = read.size;
          varsRead(text, read);
          if (read.size > before) grew = true;
        }
  }
  // An animation is named in a kept rule or in a custom property one reads (--animate-spin: spin 1s...).
  for (const rule of varRules) for (const [name, text] of rule.vars!.declarations) if (read.has(name)) keptText += text;
  const write = (nodes: Node[]): string => {
    let out = "";
    for (const node of nodes) {
      if (node.kind === "block") {
        const inner = write(node.children);
        if (inner) out += `${node.prelude}{${inner}}`;
      } else if (node.kind === "rule" && node.vars) {
        const wanted = node.vars.declarations.filter(([name]) => read.has(name) && !sent.has(`${node.id}${name}`));
        for (const [name] of wanted) sent.add(`${node.id}${name}`);
        if (wanted.length) out += `${node.vars.selector}{${wanted.map(([, text]) => text).join(";")}}`;
      } else if (!sent.has(String(node.id))) {
        const wanted =
          node.kind === "rule"
            ? kept.has(node.id)
            : !node.token || (node.token.startsWith("--") ? read.has(node.token) : keptText.includes(node.token));
        if (!wanted) continue;
        sent.add(String(node.id));
        out += node.text;
      }
    }
    return out;
  };
  const css = write(sheet.nodes);
  return first ? sheet.layerOrder + css : css;
}

/** What InlineAppCss writes on the server; the document's rewriter puts the page's CSS in its place. */
export const USED_CSS_MARKER = "/*used-css*/";
const CACHE_SIZE = 200;

interface FirstChunkCss {
  /** The `<style>` element's text, escaped, as bytes. */
  css: Buffer;
  /** What it holds (`usedCss`'s `sent`). */
  sent: string[];
}
interface SheetCaches {
  /** Per set of classes (and custom properties the markup reads): the subset itself. */
  byClasses: Map<string, FirstChunkCss>;
  /** Per list of distinct `class` attribute values as written: found without splitting them. */
  byAttributes: Map<string, FirstChunkCss>;
}
const caches = new WeakMap<ParsedStylesheet, SheetCaches>();

function cachesOf(sheet: ParsedStylesheet): SheetCaches {
  const found = caches.get(sheet);
  if (found) return found;
  const made: SheetCaches = { byClasses: new Map(), byAttributes: new Map() };
  caches.set(sheet, made);
  return made;
}

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

/** The texts of the `<style>` elements pages start with so far (the gzip of pages splices them in deflated once). */
export function inlinedCssTexts(sheet: ParsedStylesheet): Buffer[] {
  return Array.from(cachesOf(sheet).byClasses.values(), (cached) => cached.css).filter((css) => css.length > 0);
}

/**
 * The rewriter of one document's stream (its chunks as coalescedStream releases them): the first
 * chunk's marker becomes the CSS its markup uses; a later chunk (a Suspense boundary finished after
 * the shell) is preceded by a <style> with the rules it adds. A document without the marker (the
 * dev server links the stylesheet) passes through. The first chunk's answer is kept per class list
 * (the pages of one route mostly name the same classes), and per list of attribute values as
 * written, so a page of a known shape costs one scan of its bytes: read as Latin-1 (a copy, no UTF-8
 * decoding; the markup's delimiters are ASCII) and written back around the cached CSS without
 * encoding the page again.
 */
export function usedCssRewriter(sheet: ParsedStylesheet): (chunk: Buffer) => Buffer {
  const { byClasses, byAttributes } = cachesOf(sheet);
  let sent: Set<string> | null | undefined;
  return (chunk) => {
    if (sent === null) return chunk;
    const html = chunk.toString("latin1");
    const attributes = classAttributes(html);
    const read = new Set<string>();
    varsRead(html, read);
    if (sent === undefined) {
      // One character per byte: the string's offsets are the chunk's.
      const at = html.indexOf(USED_CSS_MARKER);
      if (at < 0) {
        sent = null;
        return chunk;
      }
      const attributesKey = `${[...attributes].join("\n")}|${[...read].join(" ")}`;
      let cached = byAttributes.get(attributesKey);
      if (!cached) {
        const classes = classesOfAttributes(attributes, true);
        const key = `${[...classes].sort().join(" ")}|${[...read].sort().join(" ")}`;
        cached = byClasses.get(key);
        if (!cached) {
          const sentNow = new Set<string>();
          const css = Buffer.from(escapeStyleText(usedCss(sheet, classes, sentNow, read)));
          cached = remember(byClasses, key, { css, sent: [...sentNow] });
        }
        remember(byAttributes, attributesKey, cached);
      }
      sent = new Set(cached.sent);
      return Buffer.concat([chunk.subarray(0, at), cached.css, chunk.subarray(at + USED_CSS_MARKER.length)]);
    }
    const css = usedCss(sheet, classesOfAttributes(attributes, true), sent, read);
    return css ? Buffer.concat([Buffer.from(`<style>${escapeStyleText(css)}</style>`), chunk]) : chunk;
  };
}
