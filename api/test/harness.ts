// What an API suite needs: a private copy of the seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the /v1 router on an ephemeral port.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { SQL } from "drizzle-orm";
import express, { type Express } from "express";
import { afterAll, beforeAll, inject } from "vitest";
import { createApi, type ApiOptions } from "../app.ts";
import { openDatabase, queryRows, type Database } from "../db/client.ts";
import { createLogger, type Logger } from "../http/logger.ts";
import { requestLog } from "../http/request-scope.ts";
import { installCurrentLogger } from "#core/log/current-logger.server.ts";
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

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  /** Sent form-encoded, as the seeds' client does (use `json` for a JSON body). */
  form?: Record<string, string>;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** false: without the app-key header (the gateway's notification, the sandbox page). */
  appKey?: boolean;
}

/** One request as the web app or a gateway sends it; a JSON answer parsed, anything else kept as text. */
export async function send(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(options.appKey === false ? {} : { "app-key": TEST_APP_KEY }),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // HTML pages stay text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** An Express app behind `trust proxy: loopback` (as server.ts runs it) with the request context. */
export function testApp(logger = createLogger("silent")) {
  installCurrentLogger(() => requestLog() ?? logger);
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(requestContext(logger));
  return { app, logger };
}

/** Listens on an ephemeral loopback port: the origin (no /v1) and how to stop. */
export async function listen(app: Express): Promise<{ origin: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  // The client closes an idle connection first (undici: 4 s), never the server (Node: 5 s): on a
  // loaded machine the two timers met and a request sent on a closing socket was reset.
  server.keepAliveTimeout = 65_000;
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface TestApi {
  /** Origin (no /v1). */
  origin: string;
  url: string;
  get(path: string, options?: RequestOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** Mounts the /v1 router with the test app key on a test app (testApp), with the given options. */
export function mountTestApi(
  app: Express,
  logger: Logger,
  database: Database,
  options: Omit<ApiOptions, "database" | "appKey" | "logger">,
): void {
  app.use("/v1", createApi({ database, appKey: TEST_APP_KEY, logger, ...options }));
}

/** The /v1 router with the given options (default: the development ones) on an ephemeral port. */
export async function startTestApi(
  database: Database,
  options: Omit<ApiOptions, "database" | "appKey" | "logger"> = {},
): Promise<TestApi> {
  const { app, logger } = testApp();
  mountTestApi(app, logger, database, options);
  const { origin, close } = await listen(app);
  const url = `${origin}/v1`;
  return { origin, url, get: (path, o) => send("GET", url + path, o), close };
}

let ipCounter = 0;
/** A client address no other request of this run has used (per-IP limits start afresh). */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The header that makes a request come from `ip` (the test servers trust the loopback proxy). */
export const forwardedFor = (ip = freshIp()) => ({ "x-forwarded-for": ip });

export interface TestDatabaseSuite {
  readonly testDb: TestDatabase;
  readonly database: Database;
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
}

/** Registers the hooks of a suite on its private database copy: opened before all, closed after all. */
export function useTestDatabase(kind: DatabaseKind): TestDatabaseSuite {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  const opened = () => testDb ?? failNotStarted();
  return {
    get testDb() {
      return opened();
    },
    get database() {
      return opened().database;
    },
    rows: (query) => queryRows(opened().database.db, query),
  };
}

export interface TestApiSuite<A> extends TestDatabaseSuite {
  readonly api: A;
}

/**
 * Registers the hooks of an API suite: its private database copy and the API `start` serves on it
 * (default: the plain /v1 router), both closed after all.
 */
export function useTestApi(kind: DatabaseKind): TestApiSuite<TestApi>;
export function useTestApi<A extends { close(): Promise<void> }>(
  kind: DatabaseKind,
  start: (database: Database) => Promise<A>,
): TestApiSuite<A>;
export function useTestApi(
  kind: DatabaseKind,
  start: (database: Database) => Promise<{ close(): Promise<void> }> = startTestApi,
): TestApiSuite<unknown> {
  const suite = useTestDatabase(kind);
  let api: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    api = await start(suite.database);
  });
  afterAll(async () => {
    await api?.close();
  });
  return Object.defineProperties(suite, {
    api: { get: () => api ?? failNotStarted() },
  }) as TestApiSuite<unknown>;
}

function failNotStarted(): never {
  throw new Error("the suite's database and API open in beforeAll: use them inside a hook or a test");
}
