// Which logger a line goes to: the current request's (its request id on every line) or the
// process's. server.ts installs the lookup (api/http/request-scope.ts keeps the request's logger
// in an AsyncLocalStorage). The slot is a global symbol because server.ts and the web app's server
// bundle each load their own copy of this module (like core/v1-transport.ts).
import { createLogger, type LogFields, type Logger, type LogLevel } from "./logger.server.ts";

const SLOT = Symbol.for("inap.current-logger");
type Slot = { [SLOT]?: () => Logger };

/** Installs (or, with undefined, removes) the lookup of the current logger. */
export function installCurrentLogger(lookup: (() => Logger) | undefined): void {
  (globalThis as Slot)[SLOT] = lookup;
}

let fallback: Logger | undefined;

/** The current request's logger, else the process's; a LOG_LEVEL logger when nothing is installed (tests, scripts). */
export function currentLogger(): Logger {
  const lookup = (globalThis as Slot)[SLOT];
  if (lookup) return lookup();
  fallback ??= createLogger((globalThis.process?.env.LOG_LEVEL as LogLevel | undefined) ?? "info");
  return fallback;
}

/** Lines through whatever logger is current when each is written: for modules that have no logger handed to them. */
export const log: Omit<Logger, "child"> = {
  debug: (msg: string, fields?: LogFields) => currentLogger().debug(msg, fields),
  info: (msg: string, fields?: LogFields) => currentLogger().info(msg, fields),
  warn: (msg: string, fields?: LogFields) => currentLogger().warn(msg, fields),
  error: (msg: string, fields?: LogFields) => currentLogger().error(msg, fields),
};
