import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A text that responses repeat byte for byte (the inlined stylesheet of every page): deflated once
 * per process, at the best level, and spliced into each response's gzip stream as it is.
 */
export interface KnownText {
  bytes: Buffer;
  /** Raw deflate blocks of `bytes`, ending byte-aligned and not final (a sync flush). */
  deflated: Buffer;
  /** Its first bytes: what a chunk is searched for before the whole text is compared. */
  head: Buffer;
}

const deflatedOnce = new WeakMap<Buffer, KnownText>();

export function knownText(text: string | Buffer): KnownText {
  if (typeof text !== "string") {
    // A text handed again as the same bytes (the page's inlined CSS, per class list) is deflated once.
    const known = deflatedOnce.get(text) ?? makeKnownText(text);
    deflatedOnce.set(text, known);
    return known;
  }
  return makeKnownText(Buffer.from(text));
}

function makeKnownText(bytes: Buffer): KnownText {
  return {
    bytes,
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    head: bytes.subarray(0, 64),
  };
}

// RFC 1952: magic, deflate, no flags, no mtime, no extra flags, OS "unix".
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * One gzip member written a chunk at a time, synchronously: each chunk is deflated on its own and
 * sync-flushed (its blocks end on a byte boundary and are not final), so the pieces concatenate
 * into one valid deflate stream, closed by the last chunk's final block and the CRC-32 and length
 * trailer. Streaming keeps its timing (each chunk leaves when written) without a zlib stream on
 * libuv's thread pool; the cost is that a chunk's matches cannot reach into the previous chunk
 * (pages leave in two or three chunks, decision 034). Known texts inside a chunk are not deflated
 * again: their blocks are copied in.
 */
export class GzipSegments {
  private crc = 0;
  private length = 0;
  private started = false;
  private readonly level: number;
  private readonly known: readonly KnownText[];

  constructor(level: number, known: readonly KnownText[] = []) {
    this.level = level;
    this.known = known;
  }

  /** The gzip bytes for `chunk`; with `last`, the stream's end as well. */
  write(chunk: Buffer, last = false): Buffer {
    const parts: Buffer[] = [];
    if (!this.started) {
      parts.push(GZIP_HEADER);
      this.started = true;
    }
    let rest = chunk;
    // Texts sharing their first bytes (variants of one stylesheet) are searched for once.
    let head: Buffer | undefined;
    let at = -1;
    for (const text of this.known) {
      if (!head?.equals(text.head)) {
        head = text.head;
        at = rest.indexOf(head);
      }
      if (
        at < 0 ||
        at + text.bytes.length > rest.length ||
        rest.compare(text.bytes, 0, text.bytes.length, at, at + text.bytes.length) !== 0
      )
        continue;
      if (at > 0) parts.push(this.deflate(rest.subarray(0, at), false));
      this.count(text.bytes);
      parts.push(text.deflated);
      rest = rest.subarray(at + text.bytes.length);
      head = undefined;
    }
    if (rest.length > 0 || last) parts.push(this.deflate(rest, last));
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
