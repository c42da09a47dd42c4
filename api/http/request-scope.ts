// The logger of the request being handled, carried through its async work (loaders, in-process
// /v1 calls, handlers) by an AsyncLocalStorage: every line of that request bears its id, also
// from modules that were handed no logger (core/log/current-logger.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "./logger.ts";

const scope = new AsyncLocalStorage<Logger>();

/** Runs `fn` with `log` as the request's logger. */
export function withRequestLog<T>(log: Logger, fn: () => T): T {
  return scope.run(log, fn);
}

/** The logger of the request being handled; undefined outside one (a sweep, start-up). */
export function requestLog(): Logger | undefined {
  return scope.getStore();
}
