import { constants, crc32, deflateRawSync } from "node:zlib";

// RFC 1952: magic, deflate, no flags, no mtime, no extra flags, OS "unix".
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * One gzip member written a chunk at a time, synchronously: each chunk is deflated on its own and
 * sync-flushed (its blocks end on a byte boundary and are not final), so the pieces concatenate
 * into one valid deflate stream, closed by the last chunk's final block and the CRC-32 and length
 * trailer. Streaming keeps its timing (each chunk leaves when written) without a zlib stream on
 * libuv's thread pool; the cost is that a chunk's matches cannot reach into the previous chunk
 * (pages leave in two or three chunks, decision 034).
 */
export class GzipSegments {
  private crc = 0;
  private length = 0;
  private started = false;
  private readonly level: number;

  constructor(level: number) {
    this.level = level;
  }

  /** The gzip bytes for `chunk`; with `last`, the stream's end as well. */
  write(chunk: Buffer, last = false): Buffer {
    const parts: Buffer[] = [];
    if (!this.started) {
      parts.push(GZIP_HEADER);
      this.started = true;
    }
    if (chunk.length > 0 || last) parts.push(this.deflate(chunk, last));
    if (last) parts.push(this.trailer());
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  private deflate(bytes: Buffer, last: boolean): Buffer {
    this.count(bytes);
    return deflateRawSync(bytes, {
      level: this.level,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
  }

  private count(bytes: Buffer) {
    this.crc = crc32(bytes, this.crc);
    this.length = (this.length + bytes.length) % 2 ** 32;
  }

  private trailer(): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.length, 4);
    return trailer;
  }
}
