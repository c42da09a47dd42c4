import { constants, zstdCompressSync } from "node:zlib";

/**
 * A zstd answer written a chunk at a time, synchronously: each chunk is a frame of its own, and a
 * zstd stream is a sequence of frames (RFC 8878 section 3.1), which browsers decode in turn. As with
 * GzipSegments, each chunk leaves when written and a chunk's matches stay inside it (pages leave
 * in one or two chunks, decision 034). An answer with no bytes at all is one empty frame. Node 24
 * marks its zstd functions experimental; decision 095 says why they are used all the same.
 */
export class ZstdFrames {
  private framed = false;
  private readonly options: { params: Record<number, number> };

  constructor(level: number) {
    this.options = { params: { [constants.ZSTD_c_compressionLevel]: level } };
  }

  /** The zstd bytes for `chunk`; with `last`, the stream's end as well (nothing more, unless it is empty). */
  write(chunk: Buffer, last = false): Buffer {
    if (chunk.length === 0 && (this.framed || !last)) return chunk;
    this.framed = true;
    return zstdCompressSync(chunk, this.options);
  }
}
