// What the voucher's built-in Helvetica can draw: the WinAnsi (Windows-1252) characters. Anything
// else would print as garbage (an emoji came out as "Ø=ÞO", issue 10), so text from people and
// properties is made drawable once, before layout: accents outside Latin-1 lose their mark
// ("ş" → "s"), emoji and their joiners are dropped, any other character becomes "?".

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

export function drawableText(text: string): string {
  let out = "";
  let dropped = false;
  for (const ch of text) {
    if (drawable(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    if (base !== "" && [...base].every(drawable)) out += base;
    else if (isEmojiPart(ch)) dropped = true;
    else out += "?";
  }
  // A dropped emoji leaves its spaces behind: "Villa 🌴 Asri" → "Villa Asri".
  return dropped ? out.replace(/ {2,}/g, " ").trim() : out;
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
