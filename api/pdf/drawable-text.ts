// What the voucher's built-in Helvetica can draw: the WinAnsi (Windows-1252) characters. Anything
// else would print as garbage (an emoji came out as "Ø=ÞO", issue 10), so text from people and
// properties is made drawable once, before layout: accents outside Latin-1 lose their mark
// ("ş" → "s"); an emoji (with its joiners and modifiers: one picture) and any other character
// become a visible "?" (issue 22: an emoji dropped silently changed the name without a trace).

/** The printable characters Windows-1252 adds in 0x80-0x9F. */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}/u;
/** Joiners, variation selectors, the keycap mark: parts of an emoji, nothing alone. */
const EMOJI_GLUE = new Set([0x200d, 0xfe0e, 0xfe0f, 0x20e3]);

function isEmojiPart(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (EMOJI_GLUE.has(code)) return true;
  // Regional indicators (flags) and tag characters (subdivision flags).
  if ((code >= 0x1f1e6 && code <= 0x1f1ff) || (code >= 0xe0020 && code <= 0xe007f)) return true;
  return EMOJI.test(ch);
}

function drawable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (ch === "\n" || ch === "\t") return true;
  if (code >= 0x20 && code < 0x7f) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRA.has(ch);
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function drawableText(text: string): string {
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    const chars = [...segment];
    if (chars.every(drawable)) {
      out += segment;
      continue;
    }
    // One emoji, however many code points (👨‍👩‍👧, 👍🏽, 🇮🇩), is one visible mark.
    if (chars.some(isEmojiPart) && chars.every((ch) => isEmojiPart(ch) || drawable(ch))) {
      out += "?";
      continue;
    }
    for (const ch of chars) {
      if (drawable(ch)) {
        out += ch;
        continue;
      }
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base !== "" && [...base].every(drawable) ? base : "?";
    }
  }
  return out;
}

/** Every string inside a value (objects, arrays) made drawable; dates and numbers as they are. */
export function drawableDeep<T>(value: T): T {
  if (typeof value === "string") return drawableText(value) as T;
  if (Array.isArray(value)) return value.map((v) => drawableDeep(v)) as T;
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drawableDeep(v)])) as T;
  }
  return value;
}
