// What an API suite needs: a private copy of the seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the /v1 router on an ephemeral port.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { inject } from "vitest";
import { createApi } from "../app.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createLogger } from "../http/logger.ts";
import { requestContext } from "../http/middleware.ts";
import { adminUrl, databaseUrl } from "./postgres.ts";

export const TEST_APP_KEY = "test-app-key-0123456789";

export type DatabaseKind = "pglite" | "postgres";
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the copy's connection string (to start more processes on it). */
  url: string | undefined;
  close(): Promise<void>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: snapshot });
    return { database, url: undefined, close: () => database.close() };
  }
  const testUrl = process.env.TEST_DATABASE_URL!;
  const name = `inap_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(testUrl), maxConnections: 1 });
  await admin.db.execute(`create database ${name} template ${inject("pgTemplate")}`);
  await admin.close();
  const url = databaseUrl(testUrl, name);
  const database = await openDatabase({ databaseUrl: url, maxConnections: 20 });
  return {
    database,
    url,
    async close() {
      await database.close();
      const cleanup = await openDatabase({ databaseUrl: adminUrl(testUrl), maxConnections: 1 });
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

export interface TestApi {
  url: string;
  get(path: string, options?: { headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function startTestApi(database: Database): Promise<TestApi> {
  const logger = createLogger("silent");
  const app = express();
  app.use(requestContext(logger));
  app.use("/v1", createApi({ database, appKey: TEST_APP_KEY, logger }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    async get(path, options = {}) {
      const response = await fetch(url + path, { headers: { "app-key": TEST_APP_KEY, ...options.headers } });
      return { status: response.status, body: await response.json() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
