import { Transform } from "node:stream";

/**
 * The page's HTML stream, passed on in as few chunks as it was produced: React writes its output
 * in 2 KB pieces, and the adapter (@react-router/node) writes each chunk to the response and
 * flushes it, so the gzip middleware paid a sync flush (and a socket write) per 2 KB. Here what
 * arrives in one turn of the event loop leaves as one chunk (the shell at once, each late
 * Suspense boundary on its own), so streaming keeps its timing.
 */
export function coalescedStream({
  onEnd,
  maxBytes = 256 * 1024,
}: {
  onEnd?: () => void;
  maxBytes?: number;
} = {}): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  let scheduled: NodeJS.Immediate | undefined;
  const release = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (size === 0) return;
    const chunk = parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
    parts = [];
    size = 0;
    stream.push(chunk);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) release();
      else scheduled ??= setImmediate(release);
      callback();
    },
    flush(callback) {
      release();
      onEnd?.();
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      parts = [];
      callback(error);
    },
  });
  return stream;
}
