import { zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ZstdFrames } from "./zstd-frames.ts";

const html = `<html><body>${"<div class=card>Villa Asri, Ubud</div>".repeat(500)}</body></html>`;

describe("ZstdFrames", () => {
  it("makes each chunk a whole frame, so the chunks read back in order however the text is cut", () => {
    const bytes = Buffer.from(html);
    for (const cuts of [[], [1], [100, 5000], [bytes.length - 1]]) {
      const encoder = new ZstdFrames(3);
      const bounds = [0, ...cuts, bytes.length];
      const text = bounds
        .slice(0, -1)
        .map((start, i) => encoder.write(bytes.subarray(start, bounds[i + 1]), i === bounds.length - 2))
        .map((frame) => zstdDecompressSync(frame).toString("utf8"))
        .join("");
      expect(text).toBe(html);
    }
  });

  it("compresses", () => {
    expect(new ZstdFrames(3).write(Buffer.from(html), true).length).toBeLessThan(200);
  });

  it("adds nothing at the end of a stream that has a frame, and one empty frame to an empty stream", () => {
    const encoder = new ZstdFrames(3);
    expect(zstdDecompressSync(encoder.write(Buffer.from("abc"))).toString()).toBe("abc");
    expect(encoder.write(Buffer.alloc(0)).length).toBe(0);
    expect(encoder.write(Buffer.alloc(0), true).length).toBe(0);
    const empty = new ZstdFrames(3).write(Buffer.alloc(0), true);
    expect(empty.length).toBeGreaterThan(0);
    expect(zstdDecompressSync(empty).length).toBe(0);
  });
});
