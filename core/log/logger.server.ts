// The one logger of the process, for the /v1 API and the web app alike (decision 052): pino, one
// JSON line per event on stdout, so a log shipper indexes them by field. A line is
//   {"level":"info","time":"2026-…Z","pid":…,"hostname":"…","requestId":"…","msg":"…", …fields}
// with an Error under `error` (or `err`) written as its type, message and stack.
import pino, { type DestinationStream } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** The same logger with `fields` on every line (the request id). */
  child(fields: LogFields): Logger;
}

/** A logger at `level` (LOG_LEVEL); `destination` is stdout unless a test captures the lines. */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
  };
  return wrap(destination ? pino(options, destination) : pino(options));
}

// Our call shape (message first, fields after) on pino's (fields first).
function wrap(instance: pino.Logger): Logger {
  return {
    debug: (msg, fields) => instance.debug(fields ?? {}, msg),
    info: (msg, fields) => instance.info(fields ?? {}, msg),
    warn: (msg, fields) => instance.warn(fields ?? {}, msg),
    error: (msg, fields) => instance.error(fields ?? {}, msg),
    child: (fields) => wrap(instance.child(fields)),
  };
}
