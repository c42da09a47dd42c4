import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipSegments } from "./gzip-segments.ts";

const css = `:root{--brand:#0a7}${".btn{padding:.5rem 1rem;border-radius:8px}".repeat(200)}`;
const html = `<html><head><style>${css}</style></head><body>${"<div class=card>Villa Asri, Ubud</div>".repeat(500)}</body></html>`;

function gzipInPieces(text: string, cuts: number[]): Buffer {
  const encoder = new GzipSegments(3);
  const bytes = Buffer.from(text);
  const bounds = [0, ...cuts, bytes.length];
  const out: Buffer[] = [];
  for (let i = 0; i < bounds.length - 1; i++)
    out.push(encoder.write(bytes.subarray(bounds[i], bounds[i + 1]), i === bounds.length - 2));
  return Buffer.concat(out);
}

describe("GzipSegments", () => {
  it("writes one gzip member however the text is cut into chunks", () => {
    const length = Buffer.byteLength(html);
    for (const cuts of [
      [],
      [1],
      [100, 5000],
      [length - 1],
      Array.from({ length: 40 }, (_, i) => Math.floor(((i + 1) * length) / 41)),
    ]) {
      expect(gunzipSync(gzipInPieces(html, cuts)).toString("utf8")).toBe(html);
    }
  });

  it("ends an empty stream properly", () => {
    const encoder = new GzipSegments(3);
    expect(
      gunzipSync(Buffer.concat([encoder.write(Buffer.from("abc")), encoder.write(Buffer.alloc(0), true)])).toString(),
    ).toBe("abc");
    expect(gunzipSync(new GzipSegments(3).write(Buffer.alloc(0), true)).length).toBe(0);
  });
});
