// The API's modules take the one logger (core/log/logger.server.ts, decision 052) from here.
export { createLogger, type LogFields, type Logger, type LogLevel } from "#core/log/logger.server.ts";
export { currentLogger, log } from "#core/log/current-logger.server.ts";
