// A second API process for the race test: `node api/reservations/race-server.ts <database url>`
// serves /v1 on an ephemeral port over its own connection pool and prints `listening <port>`.
import type { AddressInfo } from "node:net";
import express from "express";
import { createApi } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { createLogger } from "../http/logger.ts";
import { requestContext } from "../http/middleware.ts";
import { NO_HOLD_LIMITS } from "./hold-limits.ts";

const url = process.argv[2];
const appKey = process.argv[3];
if (!url || !appKey) throw new Error("usage: race-server.ts <database url> <app key>");
const database = await openDatabase({ databaseUrl: url, maxConnections: 20 });
const logger = createLogger("silent");
const app = express();
app.use(requestContext(logger));
app.use(
  "/v1",
  createApi({ database, appKey, logger, payments: { publicUrl: "http://127.0.0.1", holdLimits: NO_HOLD_LIMITS } }),
);
const server = app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", () => {
  server.close(() => void database.close().finally(() => process.exit(0)));
});
