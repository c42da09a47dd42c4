// What the voucher's built-in Helvetica can draw: the WinAnsi (Windows-1252) characters. Anything
// else would print as garbage (an emoji came out as "Ø=ÞO", issue 10), so text from people and
// properties is made drawable once, before layout: accents outside Latin-1 lose their mark
// ("ş" → "s"), emoji and their joiners are dropped, any other character becomes "?".

/** The printable characters Windows-1252 adds in 0x80-0x9F. */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0e\ufe0f\u20e3]|[\u{1f1e6}-\u{1f1ff}]|[\u{e0020}-\u{e007f}]/u;

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
    else if (EMOJI_PART.test(ch)) dropped = true;
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
